import { useTranslation } from 'react-i18next';
import { ShopperFooter, whatsappLink } from '@marketplace/design-system';
import { usePublicConfig } from '../../config/usePublicConfig.ts';
import { FOOTER_HREFS } from './footerHrefs.ts';
import { ShopperLanguageSwitcher } from './ShopperLanguageSwitcher.tsx';

/** The footer is below the first screen of every page with content: laid out once it comes near (typical heights). */
const FOOTER_LATER =
  'render-later [--later-height:46rem] sm:[--later-height:35rem] lg:[--later-height:26rem] xl:[--later-height:23rem]';

/** The footer of every shopper page: links of spec §2, app stores and WhatsApp from the configuration. */
export function ShopperFrameFooter() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  return (
    <ShopperFooter
      brand={t('shell.brand')}
      hrefs={FOOTER_HREFS}
      appStoreUrl={config.appStoreUrl}
      playStoreUrl={config.playStoreUrl}
      whatsappHref={whatsappLink(config.whatsappNumber)}
      extras={<ShopperLanguageSwitcher className="[&_label]:text-neutral-300" />}
      className={FOOTER_LATER}
    />
  );
}
