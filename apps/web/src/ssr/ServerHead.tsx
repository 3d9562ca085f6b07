import { PUBLIC_CONFIG_ELEMENT_ID } from '@marketplace/contract';
import { serializeJsonForHtml } from '../config/publicConfig.ts';
import type { ServerHeadData } from './ServerOnlyContext.ts';

/** The server-only `<head>` tags of a server-rendered page. */
export function ServerHead({ nonce, config, stylesheets, modulePreloads, fetchPreloads }: ServerHeadData) {
  return (
    <>
      {/* Vite's preload helper and dev style injection read the nonce from here. */}
      <meta property="csp-nonce" nonce={nonce} />
      {stylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="default" />
      ))}
      {modulePreloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} nonce={nonce} />
      ))}
      {fetchPreloads.map((href) => (
        <link key={href} rel="preload" as="fetch" href={href} crossOrigin="anonymous" />
      ))}
      <script
        type="application/json"
        id={PUBLIC_CONFIG_ELEMENT_ID}
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: serializeJsonForHtml(config) }}
      />
    </>
  );
}
