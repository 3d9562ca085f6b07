import { isLanguage, LANGUAGE_DETECTION_ORDER, type Language } from '@marketplace/contract';

export type DetectionSource = (typeof LANGUAGE_DETECTION_ORDER)[number];

/** What the browser says about the reader's language, one entry per source of spec §9. */
export interface LanguageHints {
  /** `navigator.languages`, then `navigator.language`. */
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
