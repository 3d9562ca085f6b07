import { useTranslation } from 'react-i18next';
import { StoreLinks } from '../AppPromo/index.ts';

/** The seller apps and where to get them. */
export function JoinUsApps({ appStoreUrl, playStoreUrl }: { appStoreUrl: string; playStoreUrl: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="joinus-apps-title" className="bg-caspian-800 text-white">
      <div className="mx-auto flex max-w-content flex-col gap-5 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="flex min-w-0 flex-col gap-2">
          <h2 id="joinus-apps-title" className="font-display text-3xl font-semibold">
            {t('joinus.apps.title')}
          </h2>
          <p className="max-w-xl text-lg text-caspian-50">{t('joinus.apps.text')}</p>
        </div>
        <StoreLinks appStoreUrl={appStoreUrl} playStoreUrl={playStoreUrl} className="shrink-0" />
      </div>
    </section>
  );
}
