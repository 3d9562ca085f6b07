import { FALLBACK_LANGUAGE, localizationPath, PUBLIC_CONFIG_ELEMENT_ID, type SpaShellInput } from '@marketplace/contract';
import { serializeJsonForHtml } from '../config/publicConfig.ts';

/** The id of the element the merchant and admin apps render into. */
export const SPA_ROOT_ELEMENT_ID = 'root';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The HTML of the client-rendered merchant and admin sites: the same head pieces as the
 * shopper pages (nonce meta, styles, preloads, configuration), an empty root and the entry.
 */
export function renderSpaShell({ nonce, lng, assets, config }: SpaShellInput): string {
  const n = escapeAttribute(nonce);
  const catalogues = [...new Set([lng, FALLBACK_LANGUAGE])].map(localizationPath);
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<meta property="csp-nonce" nonce="${n}">`,
    ...assets.css.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
    ...assets.modulePreloads.map((href) => `<link rel="modulepreload" href="${escapeAttribute(href)}" nonce="${n}">`),
    ...catalogues.map((href) => `<link rel="preload" as="fetch" href="${escapeAttribute(href)}" crossorigin="anonymous">`),
    `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}" nonce="${n}">${serializeJsonForHtml(config)}</script>`,
  ];
  const scripts = assets.bootstrap.map((src) => `<script type="module" nonce="${n}" src="${escapeAttribute(src)}"></script>`);
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeAttribute(lng)}">`,
    `<head>${head.join('')}</head>`,
    `<body><div id="${SPA_ROOT_ELEMENT_ID}"></div>${scripts.join('')}</body>`,
    '</html>',
  ].join('');
}
