import type { PageAssets, WebServerEntry } from '@marketplace/contract';
import type { ClientEntry } from './manifest.ts';

/** The web app as the server sees it: built files in production, Vite in development. */
export interface WebApp {
  entry(): Promise<WebServerEntry>;
  assets(entry: ClientEntry): PageAssets;
  /** Maps a rendering error's stack back to the sources (development only). */
  fixStacktrace?(error: Error): void;
}

/** The build is missing or broken: pages answer 503 with this explanation. */
export interface WebUnavailable {
  unavailable: string;
}

export type WebSource = WebApp | WebUnavailable;

export const isUnavailable = (web: WebSource): web is WebUnavailable => 'unavailable' in web;
