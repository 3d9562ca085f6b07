import { useTranslation } from 'react-i18next';
import { Icon, GiftIcon, PaletteIcon, PenToolIcon, type IconGlyph } from '../../primitives/Icon/index.ts';

const AUDIENCES = ['gifts', 'art', 'services'] as const;

const AUDIENCE_ICONS: Record<(typeof AUDIENCES)[number], IconGlyph> = {
  gifts: GiftIcon,
  art: PaletteIcon,
  services: PenToolIcon,
};

/** Who sells here: handmade gifts, art and services. */
export function JoinUsAudience() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="joinus-audience-title" className="bg-surface">
      <div className="mx-auto max-w-content px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="joinus-audience-title" className="font-display text-3xl font-semibold text-ink">
          {t('joinus.audience.title')}
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {AUDIENCES.map((audience) => (
            <li key={audience} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-caspian-50 text-caspian-700">
                <Icon icon={AUDIENCE_ICONS[audience]} size={6} />
              </span>
              <div className="flex min-w-0 flex-col gap-1">
                <h3 className="text-lg font-semibold text-ink">{t(`joinus.audience.${audience}.title`)}</h3>
                <p className="text-base text-ink-muted">{t(`joinus.audience.${audience}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
