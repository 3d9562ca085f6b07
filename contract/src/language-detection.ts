import { FALLBACK_LANGUAGE, isLanguage, LANGUAGE_DETECTION_ORDER, type Language } from './i18n.ts';

export type DetectionSource = (typeof LANGUAGE_DETECTION_ORDER)[number];

/**
 * What is known of the reader's language, one entry per source of spec §9. The browser fills
 * every source; the server fills those a request carries (navigator from Accept-Language, the
 * cookie, the path and the host) and leaves the others empty.
 */
export interface LanguageHints {
  /** `navigator.languages`, then `navigator.language` (on the server: Accept-Language in its order). */
  navigator: readonly string[];
  /** The language cookie's value. */
  cookie: string | null;
  localStorage: string | null;
  sessionStorage: string | null;
  /** `<html lang>`. */
  htmlTag: string | null;
  /** The address path: its first segment may be a language (`/en/…`). */
  path: string;
  /** The host name: its first label may be a language (`en.example.az`). */
  subdomain: string;
}

/** Hints with nothing in them: spread a request's or a page's own over it. */
export const NO_LANGUAGE_HINTS: LanguageHints = {
  navigator: [],
  cookie: null,
  localStorage: null,
  sessionStorage: null,
  htmlTag: null,
  path: '/',
  subdomain: '',
};

const firstPathSegment = (pathname: string): string => pathname.split('/')[1] ?? '';

/** The first label of a host name with more than one (`localhost` alone names no language). */
function firstHostLabel(hostname: string): string {
  const labels = hostname.split('.');
  return labels.length > 1 ? (labels[0] ?? '') : '';
}

const CANDIDATES: Record<DetectionSource, (hints: LanguageHints) => ReadonlyArray<string | null>> = {
  navigator: (hints) => hints.navigator,
  cookie: (hints) => [hints.cookie],
  localStorage: (hints) => [hints.localStorage],
  sessionStorage: (hints) => [hints.sessionStorage],
  htmlTag: (hints) => [hints.htmlTag],
  path: (hints) => [firstPathSegment(hints.path)],
  subdomain: (hints) => [firstHostLabel(hints.subdomain)],
};

/** Catalogues exist per language only: "en-GB" and "EN_us" both mean "en". */
const primarySubtag = (tag: string): string => tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';

/**
 * The supported languages the hints name, most preferred first: sources in spec §9 order
 * (navigator, cookie, localStorage, sessionStorage, htmlTag, path, subdomain), each tag cut to
 * its language. Unsupported or malformed tags are skipped; an empty list means "none found".
 */
export function detectLanguages(hints: LanguageHints): Language[] {
  const found: Language[] = [];
  for (const source of LANGUAGE_DETECTION_ORDER) {
    for (const tag of CANDIDATES[source](hints)) {
      const language = tag ? primarySubtag(tag) : '';
      if (isLanguage(language) && !found.includes(language)) found.push(language);
    }
  }
  return found;
}

/**
 * The language a page is shown in: the first one `detectLanguages` finds, else az. The server
 * renders in it and the browser detects it again after hydration, so both agree.
 */
export function detectLanguage(hints: LanguageHints): Language {
  return detectLanguages(hints)[0] ?? FALLBACK_LANGUAGE;
}

/**
 * The language tags of an Accept-Language header in the reader's order (quality, then as
 * written), without those refused with q=0 — what `navigator.languages` holds in the browser.
 */
export function acceptLanguageTags(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The language an Accept-Language header alone gives (for e-mails a request asks for); az when none is supported. */
export function languageFromAcceptLanguage(header: string | undefined | null): Language {
  return detectLanguage({ ...NO_LANGUAGE_HINTS, navigator: acceptLanguageTags(header) });
}
