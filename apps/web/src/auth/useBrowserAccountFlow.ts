import type { Site } from '@marketplace/contract';
import { usePublicConfig } from '../config/usePublicConfig.ts';
import { browserAuthApi } from './browserAuthApi.ts';
import { useAccountFlow } from './useAccountFlow.ts';

function leavePage(url: string): void {
  window.location.assign(url);
}

/** The account flow of the page's site, over the page's own host. */
export function useBrowserAccountFlow(site: Site, options: { popupInitiallyOpen?: boolean } = {}) {
  const config = usePublicConfig();
  return useAccountFlow({ site, api: browserAuthApi, config, go: leavePage, ...options });
}
