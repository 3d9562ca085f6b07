import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button/index.ts';
import { CarpetMedallion } from './CarpetMedallion.tsx';

/** The landing's first screen: what we offer sellers, with sign up and sign in. */
export function JoinUsHero({ onSignIn, onSignUp }: { onSignIn: () => void; onSignUp: () => void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="joinus-hero-title" className="bg-linear-to-b from-brand-50 to-paper">
      <div className="mx-auto grid max-w-content items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8 lg:py-20">
        <div className="flex min-w-0 flex-col gap-5">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('joinus.hero.eyebrow')}</p>
          <h1
            id="joinus-hero-title"
            className="font-display text-4xl font-semibold leading-tight text-ink [overflow-wrap:anywhere] sm:text-5xl"
          >
            {t('joinus.hero.title')}
          </h1>
          <p className="max-w-2xl text-lg text-ink-muted">{t('joinus.hero.text')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={onSignUp}>
              {t('joinus.hero.signUp')}
            </Button>
            <Button size="lg" variant="outline" onClick={onSignIn}>
              {t('joinus.hero.signIn')}
            </Button>
          </div>
          <p className="text-sm font-medium text-ink-muted">{t('joinus.hero.note')}</p>
        </div>
        <CarpetMedallion className="mx-auto hidden w-72 drop-shadow-lg lg:block" />
      </div>
    </section>
  );
}
