import {CalendarIcon} from '@sanity/icons/Calendar'

/** The schedule's icon in «Programado», marking its line so the layout's style wraps it whole. */
export const ScheduleLineIcon = () => <CalendarIcon data-schedule-line="" />
