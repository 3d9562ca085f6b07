import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { FOOTER_LINK_GROUPS, type FooterLinkKey } from './footerLinks.ts';

export interface ShopperFooterProps {
  brand: string;
  /** Where each footer link leads (a content page or a policy section). */
  hrefs: Record<FooterLinkKey, string>;
  appStoreUrl: string;
  playStoreUrl: string;
  /** The support WhatsApp chat; the link is left out when there is none. */
  whatsappHref: string | null;
  /** E.g. the language switch. */
  extras?: ReactNode;
  className?: string;
}

const linkClass =
  'rounded-sm text-sm text-neutral-200 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** The shopper site's footer: the link columns of spec §2, the mobile apps and the WhatsApp support line. */
export function ShopperFooter({ brand, hrefs, appStoreUrl, playStoreUrl, whatsappHref, extras, className }: ShopperFooterProps) {
  const { t } = useTranslation();
  return (
    <footer data-slot="shopper-footer" className={cn('mt-16 bg-neutral-900 text-neutral-100', className)}>
      <div className="mx-auto grid w-full max-w-content gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,3fr)] lg:px-8">
        <div className="flex flex-col gap-4">
          <p className="font-display text-2xl font-semibold text-white">{brand}</p>
          <p className="max-w-sm text-sm text-neutral-300">{t('frame.footer.tagline')}</p>
          <div className="flex flex-wrap gap-2">
            <a
              href={appStoreUrl}
              className="rounded-md border border-neutral-500 px-3 py-2 text-sm font-semibold text-white hover:bg-neutral-800"
            >
              {t('frame.app.appStore')}
            </a>
            <a
              href={playStoreUrl}
              className="rounded-md border border-neutral-500 px-3 py-2 text-sm font-semibold text-white hover:bg-neutral-800"
            >
              {t('frame.app.playStore')}
            </a>
          </div>
          {whatsappHref && (
            <a href={whatsappHref} rel="noopener noreferrer" target="_blank" className={linkClass}>
              {t('frame.footer.whatsapp')}
            </a>
          )}
          {extras}
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {FOOTER_LINK_GROUPS.map((group) => (
            <nav key={group.id} aria-label={t(`frame.footer.groups.${group.id}`)}>
              <h2 className="mb-3 text-xs font-semibold uppercase tracking-wide text-neutral-400">
                {t(`frame.footer.groups.${group.id}`)}
              </h2>
              <ul className="flex flex-col gap-2">
                {group.links.map((key) => (
                  <li key={key}>
                    <a href={hrefs[key]} className={linkClass}>
                      {t(`frame.footer.links.${key}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-neutral-800">
        <p className="mx-auto w-full max-w-content px-4 py-4 text-xs text-neutral-400 sm:px-6 lg:px-8">
          {t('frame.footer.rights', { brand })}
        </p>
      </div>
    </footer>
  );
}
