import { CHAT_LIVE_PATH, type PublicConfig } from '@marketplace/contract';
import { apiBaseUrl } from '../config/apiBaseUrl.ts';

/** The live channel's address: on the API's host (the page's own when the API shares it), http→ws and https→wss. */
export function liveUrl(config: PublicConfig, pageOrigin: string): string {
  const base = apiBaseUrl(config) || pageOrigin;
  return `${base.replace(/^http/, 'ws')}${CHAT_LIVE_PATH}`;
}
