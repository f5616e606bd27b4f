import {Button, Card, Flex, Stack, Text} from '@sanity/ui'
import {useEffect, useRef} from 'react'
import {set, useFormValue, type InputProps, type ObjectInputProps, type SchemaType} from 'sanity'
import {
  ENGLISH_SOURCE_FIELD,
  englishSourceOf,
  englishState,
  spanishText,
  tracksEnglish,
  type BilingualValue,
} from '../../schemas/translation/englishSource'
import {BeforeNow} from '../changes/BeforeNow'

const BILINGUAL_TYPES = new Set(['localeString', 'localeText', 'localeBlockContent'])

const isBilingualType = (type: SchemaType | undefined): boolean =>
  Boolean(type && (BILINGUAL_TYPES.has(type.name) || isBilingualType(type.type)))

/** Whether an input is a bilingual text (schemas/objects/locale.ts). */
export const isBilingualText = (props: InputProps) => isBilingualType(props.schemaType)

/**
 * A bilingual text of a page, the site settings or a FAQ item: while this editor writes its
 * English, it remembers the Spanish that English was written from; when that Spanish has changed
 * since, the English field says so, with the Spanish before and after, and two ways out: edit the
 * English, or confirm it still holds («Sigue vigente»). Elsewhere, the input as Sanity draws it.
 */
export function BilingualTextInput(props: ObjectInputProps) {
  const documentType = useFormValue(['_type']) as string | undefined
  const tracked = tracksEnglish(documentType)
  const value = props.value as BilingualValue | undefined
  const {focusPath, onChange} = props
  const recordSource = () => onChange(set(englishSourceOf(value?.es), [ENGLISH_SOURCE_FIELD]))

  // The English changed here while this editor was in it: it was written from the Spanish as it is
  // now. (Another editor's typing arrives too, without the focus: theirs records it.)
  const english = value?.en
  const previousEnglish = useRef(english)
  useEffect(() => {
    if (previousEnglish.current === english) return
    previousEnglish.current = english
    if (!tracked || focusPath[0] !== 'en') return
    if (englishState(value).state !== 'outdated') return
    if (!spanishText(english) || !spanishText(value?.es)) return
    recordSource()
    // Only a change of the English is the trigger; what it reads of the rest is the latest.
  }, [english])

  const state = tracked ? englishState(value) : ({state: 'none'} as const)
  if (state.state !== 'outdated') return props.renderDefault(props)
  const depth = props.path.length
  return props.renderDefault({
    ...props,
    renderInput: (child) => {
      const input = props.renderInput(child)
      if (child.path.length !== depth + 1 || child.path[depth] !== 'en') return input
      return (
        <Stack gap={3}>
          {input}
          <Card padding={3} radius={2} border tone="caution" data-testid="english-outdated">
            <Stack gap={3}>
              <Text size={1} weight="semibold">
                El español cambió después de esta traducción
              </Text>
              <BeforeNow
                before={state.before}
                now={state.now}
                missingBefore="no quedó registrado de qué español se tradujo este inglés."
              />
              <Flex gap={2} wrap="wrap">
                <Button
                  mode="ghost"
                  fontSize={1}
                  text="Editar el inglés"
                  onClick={() => props.onPathFocus(['en'])}
                  disabled={props.readOnly}
                />
                <Button
                  tone="caution"
                  fontSize={1}
                  text="Sigue vigente"
                  title="El inglés aún dice lo mismo que el español nuevo"
                  onClick={recordSource}
                  disabled={props.readOnly}
                />
              </Flex>
            </Stack>
          </Card>
        </Stack>
      )
    },
  })
}
