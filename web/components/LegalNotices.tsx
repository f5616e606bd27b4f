import styled, {css} from 'styled-components'
import type {LegalDocumentDates} from '@/lib/content'
import {formatDate} from '@/lib/content/legal'
import {announcements, LEGAL_NOTICES_DISMISSED_KEY, type Announcement} from '@/lib/content/legalNotice'
import {OPERATOR_TIME_ZONE} from '@habitum/content/calendar'
import type {Dictionary} from '@/lib/i18n/dictionary'
import type {Locale} from '@/lib/i18n/languages'
import {localizeHref} from '@/lib/i18n/links'
import {theme} from '@/theme/theme'
import {fillTemplate} from './fillTemplate'
import {InLanguage} from './SpanishPart'

type Props = {
  documents: LegalDocumentDates[]
  /** Today in Buenos Aires, as the page is rendered. */
  today: string
  locale: Locale
  dictionary: Dictionary
  /** The nonce of a page rendered per request (preview); published pages' scripts are hashed. */
  nonce?: string
}

/**
 * A band at the top of every page for each legal document whose next revision is announced: the
 * date it applies from and a link to what changes. Rendered with the page, so it is there at the
 * first paint. The script before the bands runs while the page is read, before anything below it
 * is laid out: it hides, by their keys, the bands this browser dismissed and those whose date has
 * come (a page cached from before that day), so nothing is drawn and then removed. It also
 * handles the close buttons. docs/architecture.md, "Legal changes announced".
 */
export function LegalNotices({documents, today, locale, dictionary, nonce}: Props) {
  const notices = announcements(documents, today)
  if (notices.length === 0) return null
  const {legalNotice} = dictionary
  return (
    // The script writes data-hidden here before React hydrates; React leaves it (not a prop).
    <Bands data-legal-notices="" $keys={notices.map(({key}) => key)} suppressHydrationWarning>
      <script nonce={nonce} dangerouslySetInnerHTML={{__html: noticeScript(notices)}} />
      {notices.map((notice) => (
        <Band key={notice.key} data-legal-notice={notice.key} aria-labelledby={`legal-notice-${notice.slug}`}>
          <Inner>
            <p>
              <span id={`legal-notice-${notice.slug}`}>
                {fillTemplate(legalNotice.change, {
                  title: <InLanguage text={notice.title} language={notice.titleLanguage} locale={locale} />,
                  date: <time dateTime={notice.coming}>{formatDate(notice.coming, locale.lang)}</time>,
                })}
              </span>{' '}
              <a href={localizeHref(`/legal/${notice.slug}/${notice.current}/comparar/${notice.coming}`, locale)}>
                {legalNotice.seeChanges}
              </a>
            </p>
            <button type="button" data-legal-notice-dismiss="" aria-label={legalNotice.dismiss}>
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </Inner>
        </Band>
      ))}
    </Bands>
  )
}

/**
 * The script, self-contained (it runs before the site's own scripts load): today in Buenos Aires
 * as the server counts it, the keys this browser dismissed, and the close buttons.
 */
function noticeScript(notices: Announcement[]): string {
  const data = JSON.stringify(notices.map(({key, coming}) => [key, coming])).replace(/</g, '\\u003c')
  return `(function(notices){
var bands=document.currentScript.parentElement,storeKey=${JSON.stringify(LEGAL_NOTICES_DISMISSED_KEY)};
function read(){try{var v=JSON.parse(localStorage.getItem(storeKey)||"[]");return Array.isArray(v)?v:[]}catch(e){return[]}}
function hide(key){var h=(bands.getAttribute("data-hidden")||"").split(" ");if(h.indexOf(key)<0)h.push(key);bands.setAttribute("data-hidden",h.join(" ").trim())}
var dismissed=read(),today=new Intl.DateTimeFormat("en-CA",{timeZone:${JSON.stringify(OPERATOR_TIME_ZONE)}}).format(new Date());
notices.forEach(function(n){if(dismissed.indexOf(n[0])>=0||today>=n[1])hide(n[0])});
bands.addEventListener("click",function(event){
var button=event.target.closest&&event.target.closest("[data-legal-notice-dismiss]");if(!button)return;
var key=button.closest("[data-legal-notice]").getAttribute("data-legal-notice"),stored=read();
if(stored.indexOf(key)<0)stored.push(key);try{localStorage.setItem(storeKey,JSON.stringify(stored))}catch(e){}
hide(key);var main=document.getElementById("main");if(main)main.focus({preventScroll:true})});
})(${data})`
}

/** Hidden by key, as the script lists them on the container: display none, so screen readers skip them too. */
const Bands = styled.div<{$keys: string[]}>`
  ${({$keys}) =>
    $keys.map(
      (key) => css`
        &[data-hidden~='${key}'] > [data-legal-notice='${key}'] {
          display: none;
        }
      `,
    )}
`

const Band = styled.section`
  background: ${theme.colors.mint};
  border-bottom: 1px solid ${theme.colors.border};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.snug};
`

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space.xs} ${theme.layout.gutter};
  p {
    flex: 1;
    margin: 0;
  }
  a {
    color: ${theme.colors.primaryHover};
    font-weight: ${theme.fontWeights.semibold};
    text-decoration: underline;
    white-space: nowrap;
  }
  button {
    flex: none;
    display: grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    margin-right: -${theme.space.sm};
    border: 0;
    border-radius: ${theme.radii.pill};
    background: transparent;
    color: ${theme.colors.ink};
    cursor: pointer;
    &:hover {
      background: ${theme.colors.white};
    }
  }
  /* Without scripts the notice cannot be dismissed: no button that does nothing. */
  @media not ${theme.queries.scripting} {
    button {
      display: none;
    }
  }
`
