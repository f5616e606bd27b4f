import {EyeOpenIcon} from '@sanity/icons/EyeOpen'
import {Box, Button, Card, Container, Heading, Stack, Text} from '@sanity/ui'
import type {MouseEvent} from 'react'
import {getPublishedId, useWorkspace, type SanityDocument} from 'sanity'
import {useRouter} from 'sanity/router'
import type {StructureBuilder} from 'sanity/structure'
import {launchPreviewHref} from './previewLink'

type Props = {documentId: string; document: {displayed: Partial<SanityDocument>}}

/**
 * «Vista previa» on a launch's screen: what its preview shows, and the way to open it in the
 * Presentation tool (studio/launches/previewLink.ts). A link rather than a frame here: the
 * Presentation tool already frames the site with its secret, its overlays and its page list.
 */
function LaunchPreviewView({documentId, document}: Props) {
  const {basePath} = useWorkspace()
  const router = useRouter()
  const href = launchPreviewHref(basePath, getPublishedId(documentId))
  const changes = (document.displayed.changes as unknown[] | undefined)?.length ?? 0
  // Within the Studio, without reloading it.
  const open = (event: MouseEvent) => {
    event.preventDefault()
    router.navigateUrl({path: href})
  }
  return (
    <Container width={1} padding={4} sizing="border">
      <Card padding={4} radius={2} border>
        <Stack gap={4}>
          <Heading size={1}>Vista previa del lanzamiento</Heading>
          <Text size={2}>
            Vea el sitio entero tal como quedará cuando se publique este lanzamiento: lo publicado, con los cambios de
            este lanzamiento y ningún otro borrador en curso. Todas las páginas, en español y en inglés.
          </Text>
          {changes === 0 && (
            <Text size={2} muted>
              Este lanzamiento todavía no tiene cambios: la vista previa muestra el sitio tal como está publicado.
            </Text>
          )}
          <Text size={1} muted>
            La vista previa sigue mostrando este lanzamiento hasta que usted la deje con el enlace del aviso al pie de
            la página, o abra la herramienta «Vista previa» desde otro documento.
          </Text>
          <Box>
            <Button
              as="a"
              href={href}
              onClick={open}
              icon={EyeOpenIcon}
              tone="primary"
              mode="default"
              text="Abrir la vista previa"
            />
          </Box>
        </Stack>
      </Card>
    </Container>
  )
}

/** The launch's «Vista previa» view, beside its form. */
export const launchPreviewView = (S: StructureBuilder) =>
  S.view.component(LaunchPreviewView).id('vista-previa').title('Vista previa').icon(EyeOpenIcon)
