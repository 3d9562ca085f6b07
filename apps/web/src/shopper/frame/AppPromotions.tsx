import { useState } from 'react';
import { useLocation } from 'react-router';
import { whatsappLink } from '@marketplace/design-system';
import { usePublicConfig } from '../../config/usePublicConfig.ts';
import { SupportLauncher } from '../support/SupportLauncher.tsx';
import { useLoadedAfterMount } from './useLoadedAfterMount.ts';

const loadOverlays = async () => (await import('./AppPromoOverlays.tsx')).AppPromoOverlays;

/** The QR upload pages (spec spellings): a guest there came to hand over photos, not to install an app. */
const QR_UPLOAD_PATHS = new Set(['/speical/qr', '/special/qr']);

/**
 * What floats over buyer pages: the app popup and the bottom app banner, whose code loads
 * after hydration (they show nothing before), and the support chat's button, raised while the banner shows.
 * The QR upload page shows the support button alone.
 */
export function AppPromotions() {
  const config = usePublicConfig();
  // Read in the browser's first render (the server's value is not kept): the popup's delay counts from here.
  const [mountedAt] = useState(Date.now);
  const Overlays = useLoadedAfterMount(loadOverlays);
  const [bannerShown, setBannerShown] = useState(false);
  const onQrPage = QR_UPLOAD_PATHS.has(useLocation().pathname.replace(/\/+$/, ''));
  const whatsappHref = whatsappLink(config.whatsappNumber);
  return (
    <>
      {Overlays && !onQrPage && (
        <Overlays
          appStoreUrl={config.appStoreUrl}
          playStoreUrl={config.playStoreUrl}
          mountedAt={mountedAt}
          onBannerShownChange={setBannerShown}
        />
      )}
      <SupportLauncher whatsappHref={whatsappHref} raised={bannerShown && !onQrPage} mountedAt={mountedAt} />
    </>
  );
}
