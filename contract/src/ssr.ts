import type { Language } from './i18n.ts';
import type { FirebaseWebConfig } from './firebase-config.ts';
import type { ShopperApi } from './shopper-api.ts';

/** Addresses and switches the server hands to every page (spec: "client, merchant, admin, provider base addresses"). */
export interface PublicConfig {
  siteUrl: string;
  merchantUrl: string;
  adminUrl: string;
  apiUrl: string;
  appStoreUrl: string;
  playStoreUrl: string;
  /** The support line's WhatsApp number (international format), for the footer and the floating support button. */
  whatsappNumber: string;
  chat: 'self' | 'firebase';
  media: 'self' | 'firebase';
  /** The Firebase web configuration when FIREBASE_* are set; Firebase carries chat or media only with it (effectiveProvider). */
  firebase?: FirebaseWebConfig | null;
  /** The server's VAPID public key; null when Web Push is not configured (the sites then offer no push). */
  pushPublicKey?: string | null;
}

/** The id of the JSON data block that carries PublicConfig in every page. */
export const PUBLIC_CONFIG_ELEMENT_ID = 'app-config';

export interface PageAssets {
  /** Module scripts to boot the page. */
  bootstrap: string[];
  css: string[];
  modulePreloads: string[];
  /**
   * For each module the entry imports lazily (by its source path, e.g. `src/shopper/pages/HomePage.tsx`):
   * the files that module loads beyond the entry's own. A server-rendered page imports those of its
   * matched routes at once, side by side with the entry. Empty in development.
   */
  lazyModules: Record<string, string[]>;
}

export interface RenderInput {
  request: Request;
  nonce: string;
  lng: Language;
  /** Translation catalogues of `lng` and of the fallback language. */
  resources: Partial<Record<Language, Record<string, unknown>>>;
  assets: PageAssets;
  api: ShopperApi;
  config: PublicConfig;
  /** Link-preview crawlers get the whole document at once. */
  isBot: boolean;
}

export interface NodeWritableLike {
  write(chunk: unknown): boolean;
  end(): void;
}

export type RenderResult =
  | { type: 'response'; response: Response }
  | {
      type: 'html';
      status: number;
      /** Pipes the HTML document into the writable (React's pipeable stream). */
      pipe: (destination: NodeWritableLike) => void;
      abort: () => void;
    };

export interface SpaShellInput {
  nonce: string;
  lng: Language;
  assets: PageAssets;
  config: PublicConfig;
}

/** The server entry of apps/web (dist/server/entry-server.js). */
export interface WebServerEntry {
  render(input: RenderInput): Promise<RenderResult>;
  renderSpaShell(input: SpaShellInput): string;
}
