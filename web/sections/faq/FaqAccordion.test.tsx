import {render, screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {FaqAccordion} from './FaqAccordion'

const items = [1, 2, 3].map((key) => ({
  id: `faq-${key}`,
  anchor: `faq-${key}`,
  question: `Pregunta ${key}`,
  answer: <p>Respuesta {key}</p>,
}))

const question = (name: string) => screen.getByRole('button', {name})
const answerOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!

describe('FaqAccordion', () => {
  it('opens the first item at first, each button controlling its answer region', () => {
    render(<FaqAccordion items={items} />)
    expect(question('Pregunta 1')).toHaveAttribute('aria-expanded', 'true')
    expect(question('Pregunta 2')).toHaveAttribute('aria-expanded', 'false')
    const answer = answerOf(question('Pregunta 1'))
    expect(answer).toHaveAttribute('role', 'region')
    expect(answer).toHaveAttribute('aria-labelledby', question('Pregunta 1').id)
    expect(answer).toHaveAttribute('data-open', 'true')
    expect(answerOf(question('Pregunta 2'))).toHaveAttribute('data-open', 'false')
  })

  it('toggles on click, Enter and Space, several open at once', async () => {
    render(<FaqAccordion items={items} />)
    await userEvent.click(question('Pregunta 2'))
    expect(question('Pregunta 1')).toHaveAttribute('aria-expanded', 'true')
    expect(question('Pregunta 2')).toHaveAttribute('aria-expanded', 'true')
    question('Pregunta 3').focus()
    await userEvent.keyboard('{Enter}')
    expect(question('Pregunta 3')).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard(' ')
    expect(question('Pregunta 3')).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(question('Pregunta 1'))
    expect(answerOf(question('Pregunta 1'))).toHaveAttribute('data-open', 'false')
  })
})
