import { useState } from 'react';
import { whatsappLink } from '@marketplace/design-system';
import { usePublicConfig } from '../../config/usePublicConfig.ts';
import { SupportLauncher } from '../support/SupportLauncher.tsx';
import { useLoadedAfterMount } from './useLoadedAfterMount.ts';

const loadOverlays = async () => (await import('./AppPromoOverlays.tsx')).AppPromoOverlays;

/**
 * What floats over buyer pages: the app popup and the bottom app banner, whose code loads
 * after hydration (they show nothing before), and the support chat's button, raised while the banner shows.
 */
export function AppPromotions() {
  const config = usePublicConfig();
  // Read in the browser's first render (the server's value is not kept): the popup's delay counts from here.
  const [mountedAt] = useState(Date.now);
  const Overlays = useLoadedAfterMount(loadOverlays);
  const [bannerShown, setBannerShown] = useState(false);
  const whatsappHref = whatsappLink(config.whatsappNumber);
  return (
    <>
      {Overlays && (
        <Overlays
          appStoreUrl={config.appStoreUrl}
          playStoreUrl={config.playStoreUrl}
          mountedAt={mountedAt}
          onBannerShownChange={setBannerShown}
        />
      )}
      <SupportLauncher whatsappHref={whatsappHref} raised={bannerShown} mountedAt={mountedAt} />
    </>
  );
}
