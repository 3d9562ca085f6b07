import { PUBLIC_CONFIG_ELEMENT_ID } from '@marketplace/contract';
import { serializeJsonForHtml } from '../config/publicConfig.ts';
import { SPECULATION_RULES } from '../prefetch/prefetchDocument.ts';
import { FIRST_PAINT_FONTS_ID, firstPaintFontsCss } from './firstPaintFonts.ts';
import type { ServerHeadData } from './ServerOnlyContext.ts';

/** The server-only `<head>` tags of a server-rendered page. */
export function ServerHead({ nonce, config, stylesheets }: ServerHeadData) {
  return (
    <>
      {/* Vite's preload helper and dev style injection read the nonce from here. */}
      <meta property="csp-nonce" nonce={nonce} />
      {stylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="default" />
      ))}
      {/* After the stylesheets: the first paint uses the fallback faces (firstPaintFonts.ts). */}
      <style id={FIRST_PAINT_FONTS_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: firstPaintFontsCss() }} />
      {/* The scripts and their data are not hinted here: they start after the first paint (afterFirstPaint.ts). */}
      {/* Prefetches the pages of the links the product prefetch marks (prefetchDocument.ts). */}
      <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
      <script
        type="application/json"
        id={PUBLIC_CONFIG_ELEMENT_ID}
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: serializeJsonForHtml(config) }}
      />
    </>
  );
}
