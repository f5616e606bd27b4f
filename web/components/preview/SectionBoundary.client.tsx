'use client'

import {Component, type ReactNode} from 'react'

type Props = {
  /** What shows instead of a section that failed: the editor's notice. */
  fallback: ReactNode
  children: ReactNode
}

/**
 * Around each section of a page in preview only: a section that throws while rendering (a draft
 * whose fields the site cannot use yet) shows `fallback` and the rest of the page still renders.
 * Visitors' pages have no such boundary: published content that fails is a real error (a 500).
 */
export class SectionBoundary extends Component<Props, {failed: boolean}> {
  state = {failed: false}

  static getDerivedStateFromError() {
    return {failed: true}
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
