import {ChartUpwardIcon} from '@sanity/icons/ChartUpward'
import {Flex, Spinner} from '@sanity/ui'
import {lazy, Suspense, type ComponentProps} from 'react'
import type {StructureBuilder} from 'sanity/structure'

/** Loaded when the view opens: the chart library stays out of the Studio's first load. */
const PerformanceView = lazy(() => import('./PerformanceView').then((module) => ({default: module.PerformanceView})))

function LazyPerformanceView(props: ComponentProps<typeof PerformanceView>) {
  return (
    <Suspense
      fallback={
        <Flex padding={5} justify="center">
          <Spinner muted />
        </Flex>
      }
    >
      <PerformanceView {...props} />
    </Suspense>
  )
}

/** «Rendimiento» (studio/performance/): a view of each page's edit screen, beside its form. */
export const performanceView = (S: StructureBuilder) =>
  S.view.component(LazyPerformanceView).id('rendimiento').title('Rendimiento').icon(ChartUpwardIcon)
