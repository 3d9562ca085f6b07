import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { buttonVariants } from '../../primitives/Button/buttonVariants.ts';

export const PROMO_KINDS = ['sell', 'custom', 'qr'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

export interface PromoTilesProps {
  hrefs: Record<PromoKind, string>;
  /** The blocks shown, in this order; all three unless told (a signed-in seller is not asked to become one). */
  kinds?: readonly PromoKind[];
  className?: string;
}

/** The home page's promo blocks: selling with us, custom orders, sharing memories by QR code. */
export function PromoTiles({ hrefs, kinds = PROMO_KINDS, className }: PromoTilesProps) {
  const { t } = useTranslation();
  return (
    <ul
      data-slot="promo-tiles"
      className={cn('grid gap-4', kinds.length >= 3 ? 'md:grid-cols-3' : kinds.length === 2 && 'md:grid-cols-2', className)}
    >
      {kinds.map((kind) => (
        <li key={kind} className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-5 shadow-card">
          <h2 className="font-display text-xl font-semibold text-ink">{t(`home.promo.${kind}.title`)}</h2>
          <p className="flex-1 text-sm text-ink-muted">{t(`home.promo.${kind}.text`)}</p>
          <a href={hrefs[kind]} className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'mt-2 self-start' })}>
            {t(`home.promo.${kind}.action`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
