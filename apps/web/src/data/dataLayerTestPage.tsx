import { cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '@marketplace/contract';
import { createQueryClient } from './queryClient.ts';

type FakeFetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * What a data-layer hook test gives the page before each test: the server's public config block, a
 * fresh QueryClient, and `fetch` answered by the test's fake API. Answers the client.
 */
export function openDataLayerPage(config: PublicConfig, fakeApi: FakeFetch): QueryClient {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PUBLIC_CONFIG_ELEMENT_ID;
  block.textContent = JSON.stringify(config);
  document.head.append(block);
  vi.stubGlobal('fetch', vi.fn(fakeApi));
  return createQueryClient();
}

/** Undoes openDataLayerPage after each test. */
export function closeDataLayerPage(client: QueryClient): void {
  cleanup();
  client.clear();
  vi.unstubAllGlobals();
  document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove();
}

/** A renderHook wrapper providing the test's current client. */
export function queryWrapper(currentClient: () => QueryClient) {
  return function QueryWrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={currentClient()}>{children}</QueryClientProvider>;
  };
}
