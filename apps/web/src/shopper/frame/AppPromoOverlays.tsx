import { useLayoutEffect, useState } from 'react';
import { APP_POPUP_DELAY_MS } from '@marketplace/contract';
import { AppBottomBanner, AppPromoPopup, useAppPopup, useSessionDismissal } from '@marketplace/design-system';

export interface AppPromoOverlaysProps {
  appStoreUrl: string;
  playStoreUrl: string;
  /** When the page's frame mounted (`Date.now()`): the popup's delay counts from then, not from this chunk's arrival. */
  mountedAt: number;
  /** Tells the frame whether the banner covers the bottom of the screen. */
  onBannerShownChange: (shown: boolean) => void;
}

/**
 * The app popup (2.5 s after load unless dismissed in the past 24 h) and the bottom app banner
 * (until dismissed in this session). Both depend on the browser's storage and show nothing at
 * first, so this module is loaded after hydration (it never renders on the server).
 */
export function AppPromoOverlays({ appStoreUrl, playStoreUrl, mountedAt, onBannerShownChange }: AppPromoOverlaysProps) {
  const [delayMs] = useState(() => Math.max(0, APP_POPUP_DELAY_MS - (Date.now() - mountedAt)));
  const popup = useAppPopup({ delayMs });
  const banner = useSessionDismissal();
  // The popup supersedes the banner while it is open.
  const bannerShown = banner.open && !popup.open;

  // Before paint, so the support button never sits under the banner for a frame.
  useLayoutEffect(() => onBannerShownChange(bannerShown), [bannerShown, onBannerShownChange]);

  return (
    <>
      <AppBottomBanner open={bannerShown} onDismiss={banner.dismiss} appStoreUrl={appStoreUrl} playStoreUrl={playStoreUrl} />
      <AppPromoPopup open={popup.open} onDismiss={popup.dismiss} appStoreUrl={appStoreUrl} playStoreUrl={playStoreUrl} />
    </>
  );
}
