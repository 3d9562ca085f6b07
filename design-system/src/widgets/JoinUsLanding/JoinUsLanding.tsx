import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import type { AuthFlowCallbacks } from '../AuthPopup/index.ts';
import { JoinUsApps } from './JoinUsApps.tsx';
import { JoinUsAudience } from './JoinUsAudience.tsx';
import { JoinUsBenefits } from './JoinUsBenefits.tsx';
import { JoinUsHero } from './JoinUsHero.tsx';
import { JoinUsRegister } from './JoinUsRegister.tsx';

export interface JoinUsLandingProps {
  /** Open the auth popup (as a seller) on sign in or on sign up. */
  onSignIn: () => void;
  onSignUp: () => void;
  /** The embedded registration form's server steps: the same callbacks as the auth popup's. */
  registration: AuthFlowCallbacks;
  /** The terms and rules page. */
  policyHref: string;
  appStoreUrl: string;
  playStoreUrl: string;
  className?: string;
}

/**
 * The seller landing (spec §2 merchant "/joinus"): hero with sign-in and sign-up, the benefits
 * (no commission, easy store setup, mobile apps), who sells here, an embedded registration
 * form, and the app-store links.
 */
export function JoinUsLanding({
  onSignIn,
  onSignUp,
  registration,
  policyHref,
  appStoreUrl,
  playStoreUrl,
  className,
}: JoinUsLandingProps) {
  const { t } = useTranslation();
  return (
    <div data-slot="join-us-landing" className={cn('flex min-h-screen flex-col bg-paper text-ink', className)}>
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-content items-center gap-3 px-4 py-3 sm:px-6 lg:px-8">
          <span className="truncate font-display text-xl font-semibold text-brand-700">{t('shell.brand')}</span>
          <Button variant="ghost" size="sm" className="ms-auto shrink-0" onClick={onSignIn}>
            {t('joinus.nav.signIn')}
          </Button>
          <Button size="sm" className="shrink-0" onClick={onSignUp}>
            {t('joinus.nav.signUp')}
          </Button>
        </div>
      </header>

      <main id="main" className="flex-1">
        <JoinUsHero onSignIn={onSignIn} onSignUp={onSignUp} />
        <JoinUsBenefits />
        <JoinUsAudience />
        <JoinUsRegister registration={registration} policyHref={policyHref} />
        <JoinUsApps appStoreUrl={appStoreUrl} playStoreUrl={playStoreUrl} />
      </main>

      <footer className="border-t border-line bg-surface">
        <div className="mx-auto flex max-w-content flex-col gap-2 px-4 py-6 text-sm text-ink-muted sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>{t('joinus.footer.tagline')}</p>
          <a href={policyHref} className="font-medium text-caspian-700 underline-offset-4 hover:underline">
            {t('joinus.footer.policy')}
          </a>
        </div>
      </footer>
    </div>
  );
}
