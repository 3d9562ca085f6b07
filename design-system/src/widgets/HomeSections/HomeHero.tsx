import { useTranslation } from 'react-i18next';
import { StoreLinks } from '../AppPromo/StoreLinks.tsx';

export interface HomeHeroProps {
  appStoreUrl: string;
  playStoreUrl: string;
}

/**
 * The top of the home page: what the marketplace is, and the mobile apps (spec §2 "app promotion").
 * On phones it is compact (its text from the top, so the web fonts' swap moves no line) and leaves
 * the store links to the app banner, so products fit below it on the first screen.
 */
export function HomeHero({ appStoreUrl, playStoreUrl }: HomeHeroProps) {
  const { t } = useTranslation();
  return (
    <section
      data-slot="home-hero"
      aria-labelledby="home-hero-title"
      // The fixed minimum height keeps the blocks below in place when the web fonts replace the fallback.
      className="flex min-h-[14.5rem] flex-col justify-start rounded-xl bg-linear-to-br from-brand-50 via-paper to-accent-50 px-5 py-5 sm:min-h-[24rem] sm:justify-center sm:px-10 sm:py-12"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700 sm:text-sm">{t('home.hero.eyebrow')}</p>
      <h1
        id="home-hero-title"
        className="mt-2 max-w-3xl font-display text-2xl font-semibold text-ink [overflow-wrap:anywhere] sm:text-5xl"
      >
        {t('home.hero.title')}
      </h1>
      <p className="mt-2 max-w-2xl text-sm text-ink-muted sm:mt-3 sm:text-lg">{t('home.hero.text')}</p>
      <StoreLinks appStoreUrl={appStoreUrl} playStoreUrl={playStoreUrl} className="mt-6 max-sm:hidden" />
    </section>
  );
}
