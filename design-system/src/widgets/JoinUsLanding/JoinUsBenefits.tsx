import { useTranslation } from 'react-i18next';
import { Icon, HandCoinsIcon, SmartphoneIcon, StoreIcon, type IconGlyph } from '../../primitives/Icon/index.ts';

const BENEFITS = ['noCommission', 'easySetup', 'mobileApps'] as const;

const BENEFIT_ICONS: Record<(typeof BENEFITS)[number], IconGlyph> = {
  noCommission: HandCoinsIcon,
  easySetup: StoreIcon,
  mobileApps: SmartphoneIcon,
};

/** Spec §1: seller pages advertise no commission, easy store setup and mobile apps. */
export function JoinUsBenefits() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="joinus-benefits-title" className="mx-auto max-w-content px-4 py-12 sm:px-6 lg:px-8">
      <h2 id="joinus-benefits-title" className="font-display text-3xl font-semibold text-ink">
        {t('joinus.benefits.title')}
      </h2>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-6 shadow-card">
            <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon icon={BENEFIT_ICONS[benefit]} size={6} />
            </span>
            <h3 className="text-lg font-semibold text-ink">{t(`joinus.benefits.${benefit}.title`)}</h3>
            <p className="text-base text-ink-muted">{t(`joinus.benefits.${benefit}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
