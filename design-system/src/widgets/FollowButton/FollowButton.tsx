import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { CheckIcon, Icon, PlusIcon } from '../../primitives/Icon/index.ts';
import { formatCount } from '../../rules/count.ts';

export interface FollowButtonProps {
  /** The store's name: the button's accessible name says which store it follows. */
  storeName: string;
  /** Followed by the signed-in buyer. */
  following: boolean;
  /** Follows or stops following (a guest's press opens the sign-in in the app). */
  onToggle: () => void;
  /** The change is on its way: the button shows it already and ignores another press. */
  pending?: boolean;
  /** The store's followers, shown beside the button; none when left out. */
  followers?: number;
  className?: string;
}

/** Follow a store (a toggle: `aria-pressed`); the app draws the state after the page is live. */
export function FollowButton({ storeName, following, onToggle, pending = false, followers, className }: FollowButtonProps) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-3', className)}>
      <Button
        data-slot="follow-button"
        data-state={following ? 'on' : 'off'}
        variant={following ? 'outline' : 'primary'}
        aria-pressed={following}
        aria-busy={pending || undefined}
        title={following ? t('favourites.follow.unfollowHint') : undefined}
        aria-label={`${following ? t('favourites.follow.following') : t('favourites.follow.follow')} · ${storeName}`}
        onClick={() => {
          if (!pending) onToggle();
        }}
      >
        <Icon icon={following ? CheckIcon : PlusIcon} />
        {following ? t('favourites.follow.following') : t('favourites.follow.follow')}
      </Button>
      {followers !== undefined ? (
        <span className="text-sm text-ink-muted" data-slot="follower-count">
          {t('favourites.follow.followers', { count: followers, formatted: formatCount(followers) })}
        </span>
      ) : null}
    </span>
  );
}
