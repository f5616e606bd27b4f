import {render, screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {ShowcaseTabs, type ShowcaseTab} from './ShowcaseTabs'

const tabs: ShowcaseTab[] = ['Hoy', 'Actividad', 'Explora'].map((label) => ({
  _key: label,
  label,
  heading: `Pantalla ${label}`,
  text: `Texto de ${label}`,
  screen: {src: `/${label}.svg`, width: 390, height: 800, alt: `Pantalla ${label}`},
}))

beforeEach(() => {
  // A laptop: the tab list is active from 768 px up.
  window.matchMedia = ((query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia
})

function setup() {
  render(
    <>
      <h2 id="showcase">LA APLICACIÓN</h2>
      <ShowcaseTabs tabs={tabs} labelledBy="showcase" />
    </>,
  )
  const panelOf = (tab: HTMLElement) => document.getElementById(tab.getAttribute('aria-controls')!)!
  return {tab: (name: string) => screen.getByRole('tab', {name}), panelOf}
}

describe('ShowcaseTabs', () => {
  it('is a tab list named by the section heading, with Hoy selected first', () => {
    const {tab, panelOf} = setup()
    expect(screen.getByRole('tablist', {name: 'LA APLICACIÓN'})).toBeInTheDocument()
    expect(tab('Hoy')).toHaveAttribute('aria-selected', 'true')
    expect(tab('Hoy')).toHaveAttribute('tabindex', '0')
    expect(tab('Actividad')).toHaveAttribute('tabindex', '-1')
    expect(panelOf(tab('Hoy'))).toHaveAttribute('data-active', 'true')
    expect(panelOf(tab('Hoy'))).toHaveAttribute('role', 'tabpanel')
    expect(panelOf(tab('Actividad'))).toHaveAttribute('data-active', 'false')
  })

  it('swaps the panel on click', async () => {
    const {tab, panelOf} = setup()
    await userEvent.click(tab('Explora'))
    expect(tab('Explora')).toHaveAttribute('aria-selected', 'true')
    expect(tab('Hoy')).toHaveAttribute('aria-selected', 'false')
    expect(panelOf(tab('Explora'))).toHaveAttribute('data-active', 'true')
    expect(panelOf(tab('Hoy'))).toHaveAttribute('data-active', 'false')
  })

  it('moves selection and focus with the arrow keys, Home and End', async () => {
    const {tab} = setup()
    tab('Hoy').focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(tab('Actividad')).toHaveFocus()
    expect(tab('Actividad')).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{End}')
    expect(tab('Explora')).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(tab('Hoy')).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(tab('Explora')).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{Home}')
    expect(tab('Hoy')).toHaveAttribute('aria-selected', 'true')
  })
})
