import {ILLUSTRATED_ITEM, t} from '../../lib/content/fragments'

/** What ScrollStory receives: the page query's branch for a `scrollStory` section. */
export const scrollStoryProjection = /* groq */ `
  _type == "scrollStory" => {
    "heading": ${t('heading')},
    "slides": slides[]{${ILLUSTRATED_ITEM}}
  }
`
