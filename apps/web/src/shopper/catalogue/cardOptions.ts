import type { PublicConfig } from '@marketplace/contract';
import type { ProductCardItemOptions } from '@marketplace/design-system';
import { readPublicConfig } from '../../config/publicConfig.ts';
import { siteMediaAddress } from './siteMedia.ts';

/** What the server's render puts in a loader's context besides the API. */
export interface ShopperRenderContext {
  config: PublicConfig;
}

function hasConfig(context: unknown): context is ShopperRenderContext {
  return typeof context === 'object' && context !== null && 'config' in context && context.config != null;
}

/** The public configuration in a loader: the render's on the server, the page's data block in the browser. */
export function loaderConfig(context: unknown): PublicConfig {
  return hasConfig(context) ? context.config : readPublicConfig();
}

/** How a loader's data addresses our media files: from the site root. */
export function mediaAddressFor(context: unknown): (address: string) => string {
  return siteMediaAddress(loaderConfig(context).siteUrl);
}

/** How a loader makes its product cards: media from the site root, the description only for detailed cards. */
export function cardOptionsFor(context: unknown, withDescription = false): ProductCardItemOptions {
  return { withDescription, mediaAddress: mediaAddressFor(context) };
}
