import { useContext } from 'react';
import type { PublicConfig } from '@marketplace/contract';
import { ServerOnlyContext } from '../ssr/ServerOnlyContext.ts';
import { readPublicConfig } from './publicConfig.ts';

/** The public configuration: from the render input on the server, from the page's data block in the browser. */
export function usePublicConfig(): PublicConfig {
  const server = useContext(ServerOnlyContext);
  return server ? server.config : readPublicConfig();
}
