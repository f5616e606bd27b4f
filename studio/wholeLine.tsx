import type {ComponentType, SVGProps} from 'react'

/**
 * A list line's icon that marks the line, so the layout's style (studio/layout.tsx) wraps its
 * title whole rather than cutting it with an ellipsis: lists whose titles carry what tells two
 * documents apart at their end («Pendientes de revisión», «Revisión periódica»).
 */
export function wholeLineIcon(Icon: ComponentType<SVGProps<SVGSVGElement>>): ComponentType {
  const Marked = () => <Icon data-whole-line="" />
  Marked.displayName = `WholeLine(${Icon.displayName ?? Icon.name})`
  return Marked
}
