import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { HeartIcon, Icon } from '../../primitives/Icon/index.ts';
import { formatCount } from '../../rules/count.ts';

export interface FavouriteButtonProps {
  /** The product's name: the button says which product it hearts. */
  productName: string;
  /** Hearted by the signed-in buyer. */
  favourite: boolean;
  /** Hearts or takes the heart back (a guest's press opens the sign-in in the app). */
  onToggle: () => void;
  /** The change is on its way: the heart shows it already and ignores another press. */
  pending?: boolean;
  /** How many hearted it, shown beside the heart (`inline` only); none when left out. */
  count?: number;
  /** `overlay`: a round button over a card's photo; `inline`: beside a product page's title, with the count. */
  variant?: 'overlay' | 'inline';
  className?: string;
}

/**
 * The heart of a product (a toggle: `aria-pressed`). Presentational: the app keeps whether it is
 * hearted, and draws it after the page is live, so a server-rendered page stays the same for all.
 */
export function FavouriteButton({
  productName,
  favourite,
  onToggle,
  pending = false,
  count,
  variant = 'overlay',
  className,
}: FavouriteButtonProps) {
  const { t } = useTranslation();
  const label = t(favourite ? 'favourites.heart.remove' : 'favourites.heart.add', { name: productName });
  const heart = (
    <button
      type="button"
      data-slot="favourite-button"
      data-state={favourite ? 'on' : 'off'}
      aria-label={label}
      aria-pressed={favourite}
      aria-busy={pending || undefined}
      onClick={() => {
        if (!pending) onToggle();
      }}
      className={cn(
        'inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus [&_svg]:pointer-events-none',
        variant === 'overlay'
          ? 'size-9 bg-surface/90 shadow-sm backdrop-blur-xs hover:bg-surface [&_svg]:size-5'
          : 'size-10 border border-line-strong bg-surface hover:bg-neutral-100 [&_svg]:size-5',
        favourite ? 'text-brand-600' : 'text-ink-muted hover:text-brand-600',
        variant === 'overlay' && className,
      )}
    >
      <Icon icon={HeartIcon} className={cn(favourite && 'fill-current')} />
    </button>
  );
  if (variant === 'overlay') return heart;
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      {heart}
      {count !== undefined ? (
        <span className="text-sm text-ink-muted" data-slot="favourite-count">
          {t('favourites.heart.count', { count, formatted: formatCount(count) })}
        </span>
      ) : null}
    </span>
  );
}
