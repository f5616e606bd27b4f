import {act, render} from '@testing-library/react'
import {usePathname} from 'next/navigation'
import {pageRestored, pageViewed, startMetrics} from '@/lib/metrics/client/start'
import {SiteMetrics} from './SiteMetrics.client'

jest.mock('next/navigation', () => ({usePathname: jest.fn()}))
jest.mock('@/lib/metrics/client/start', () => ({
  pageRestored: jest.fn(),
  pageViewed: jest.fn(),
  startMetrics: jest.fn(),
}))

/** The document's readyState, as the browser moves it. */
function documentState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', {value: state, configurable: true})
}

describe('SiteMetrics', () => {
  it('notes a view at each address the visitor sees, and starts the metrics once the page has loaded', () => {
    documentState('interactive')
    window.history.replaceState(null, '', '/')
    ;(usePathname as jest.Mock).mockReturnValue('/_')
    const view = render(<SiteMetrics />)
    // The address as the browser shows it, not the router's internal path.
    expect(pageViewed).toHaveBeenLastCalledWith('/')
    expect(startMetrics).not.toHaveBeenCalled()

    documentState('complete')
    act(() => {
      window.dispatchEvent(new Event('load'))
    })
    expect(startMetrics).toHaveBeenCalledTimes(1)

    window.history.pushState(null, '', '/en/alco')
    ;(usePathname as jest.Mock).mockReturnValue('/en/alco')
    view.rerender(<SiteMetrics />)
    expect((pageViewed as jest.Mock).mock.calls).toEqual([['/'], ['/en/alco']])
    // Nothing else changed: no new view.
    view.rerender(<SiteMetrics />)
    expect(pageViewed).toHaveBeenCalledTimes(2)
  })

  it('notes the page shown again from the back/forward cache, not a page shown for the first time', () => {
    window.history.replaceState(null, '', '/alco')
    ;(usePathname as jest.Mock).mockReturnValue('/alco')
    render(<SiteMetrics />)
    const pageshow = (persisted: boolean) =>
      act(() => {
        window.dispatchEvent(Object.assign(new Event('pageshow'), {persisted}))
      })
    pageshow(false)
    expect(pageRestored).not.toHaveBeenCalled()
    pageshow(true)
    expect(pageRestored).toHaveBeenCalledWith('/alco')
  })
})
