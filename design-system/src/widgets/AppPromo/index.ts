export { AppPromoPopup, type AppPromoPopupProps } from './AppPromoPopup.tsx';
export { AppBottomBanner, type AppBottomBannerProps } from './AppBottomBanner.tsx';
export { StoreLinks, type StoreLinksProps } from './StoreLinks.tsx';
export { useAppPopup, type AppPopupOptions } from './useAppPopup.ts';
export { useSessionDismissal } from './useSessionDismissal.ts';
export type { KeyValueStore } from './storage.ts';
export { APP_BANNER_DISMISSED_KEY, APP_POPUP_DISMISSED_KEY, parseDismissedAt, shouldShowAppPopup } from '../../rules/appPopup.ts';
