import {gsap} from 'gsap'
import {ScrollTrigger} from 'gsap/ScrollTrigger'
import {useGSAP} from '@gsap/react'

gsap.registerPlugin(ScrollTrigger, useGSAP)

export {MOTION_CONDITIONS, type MotionConditions} from './conditions'
export {gsap, ScrollTrigger, useGSAP}
