import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@marketplace/contract';
import { AuthFlowPanel, type AuthFlowCallbacks } from '../AuthPopup/index.ts';

const STEPS = ['identifier', 'code', 'password'] as const;
export const JOIN_US_REGISTER_ANCHOR = 'register';

/** The registration flow of the auth popup, placed in the page, beside its three steps. */
export function JoinUsRegister({ registration, policyHref }: { registration: AuthFlowCallbacks; policyHref: string }) {
  const { t } = useTranslation();
  return (
    <section
      id={JOIN_US_REGISTER_ANCHOR}
      aria-labelledby="joinus-register-title"
      className="mx-auto grid max-w-content scroll-mt-4 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:px-8"
    >
      <div className="flex min-w-0 flex-col gap-5">
        <h2 id="joinus-register-title" className="font-display text-3xl font-semibold text-ink">
          {t('joinus.register.title')}
        </h2>
        <p className="text-lg text-ink-muted">{t('joinus.register.text')}</p>
        <ol className="flex flex-col gap-4">
          {STEPS.map((step, index) => (
            <li key={step} className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-semibold text-white"
              >
                {index + 1}
              </span>
              <span className="text-base font-medium text-ink">{t(`joinus.register.steps.${step}`, { digits: OTP_LENGTH })}</span>
            </li>
          ))}
        </ol>
      </div>
      <div className="flex min-w-0 flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-card sm:p-6">
        <h3 className="font-display text-xl font-semibold text-ink">{t('joinus.register.formTitle')}</h3>
        <AuthFlowPanel initialMode="register" focusOnMount={false} policyHref={policyHref} {...registration} />
      </div>
    </section>
  );
}
