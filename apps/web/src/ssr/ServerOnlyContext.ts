import { createContext } from 'react';
import type { PublicConfig } from '@marketplace/contract';

/** Head content only the server renders (the browser keeps what the server sent). */
export interface ServerHeadData {
  nonce: string;
  config: PublicConfig;
  stylesheets: string[];
}

export const ServerOnlyContext = createContext<ServerHeadData | null>(null);
