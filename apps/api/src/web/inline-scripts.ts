import { createHash } from 'node:crypto';

/** An element's opening tag, its text and its end tag; script and style text runs to the first end tag. */
const RAW_TEXT_ELEMENT = /<(script|style)\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/\1[\s/>]/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Types a browser runs as script (no type at all is JavaScript too); anything else is a data block CSP does not judge. */
const SCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'importmap',
  'speculationrules',
]);

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', double, single, bare] of tag.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, double ?? single ?? bare ?? '');
  }
  return attributes;
}

/** The CSP hash source of an element's text as the browser's parser hands it over (line ends made LF). */
function hashSource(text: string): string {
  const normalized = text.replace(/\r\n?/g, '\n');
  return `sha256-${createHash('sha256').update(normalized, 'utf8').digest('base64')}`;
}

/**
 * The 'sha256-…' source of every inline script of a page that a browser would run (a `<script>`
 * without `src` whose type is JavaScript, a module, an import map or speculation rules), in order.
 * Undefined when the page holds a script the hashes could not stand for: one never closed.
 */
export function inlineScriptHashes(html: string): string[] | undefined {
  const hashes: string[] = [];
  let closed = 0;
  for (const [, name = '', tag = '', text = ''] of html.matchAll(RAW_TEXT_ELEMENT)) {
    if (name.toLowerCase() !== 'script') continue;
    closed += 1;
    const attributes = attributesOf(tag);
    if (attributes.has('src')) continue;
    const type = (attributes.get('type') ?? '').trim().toLowerCase();
    if (SCRIPT_TYPES.has(type)) hashes.push(hashSource(text));
  }
  const opened = html.match(/<script\b/gi)?.length ?? 0;
  return opened === closed ? hashes : undefined;
}
