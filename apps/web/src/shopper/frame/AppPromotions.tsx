import {
  AppBottomBanner,
  AppPromoPopup,
  SupportButton,
  useAppPopup,
  useSessionDismissal,
  whatsappLink,
} from '@marketplace/design-system';
import { usePublicConfig } from '../../config/usePublicConfig.ts';

/**
 * What floats over buyer pages: the app popup (2.5 s after load unless dismissed in the past
 * 24 h), the bottom app banner (until dismissed in this session) and the support button.
 * The popup and the banner depend on the browser's storage, so they appear only after mount.
 */
export function AppPromotions() {
  const config = usePublicConfig();
  const popup = useAppPopup();
  const banner = useSessionDismissal();
  const support = whatsappLink(config.whatsappNumber);
  const bannerOpen = banner.open && !popup.open;
  return (
    <>
      {/* The popup supersedes the banner while it is open. */}
      <AppBottomBanner
        open={bannerOpen}
        onDismiss={banner.dismiss}
        appStoreUrl={config.appStoreUrl}
        playStoreUrl={config.playStoreUrl}
      />
      <AppPromoPopup open={popup.open} onDismiss={popup.dismiss} appStoreUrl={config.appStoreUrl} playStoreUrl={config.playStoreUrl} />
      {support && <SupportButton href={support} raised={bannerOpen} />}
    </>
  );
}
