import { useContext, type ReactNode } from 'react';
import { ServerHead } from '../ssr/ServerHead.tsx';
import { ServerOnlyContext } from '../ssr/ServerOnlyContext.ts';

export interface DocumentProps {
  lang: string;
  children: ReactNode;
}

/**
 * The whole shopper document, shared by server and browser. The router must be a direct
 * child of `<body>`: its hydration script follows the routes there.
 */
export function Document({ lang, children }: DocumentProps) {
  const server = useContext(ServerOnlyContext);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Server only: the client build drops ServerHead's code altogether. */}
        {import.meta.env.SSR && server ? <ServerHead {...server} /> : null}
      </head>
      <body>{children}</body>
    </html>
  );
}
