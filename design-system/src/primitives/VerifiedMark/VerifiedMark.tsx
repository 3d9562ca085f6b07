import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Badge } from '../Badge/index.ts';
import { BadgeCheckIcon, Icon } from '../Icon/index.ts';

export interface VerifiedMarkContentProps {
  /** `badge`: the check and the words "Təsdiqlənib" (a store or product page); `icon`: the check alone, named for screen readers (a card). */
  variant?: 'badge' | 'icon';
  className?: string;
  t: TFunction;
}

/**
 * The positive mark of a store an admin has reviewed and approved. A store still awaiting review
 * shows nothing to buyers (the spec's NOT_VERIFIED badge is the seller's own); a rejected one is
 * not shown to buyers at all.
 */
export function VerifiedMarkContent({ variant = 'badge', className, t }: VerifiedMarkContentProps) {
  if (variant === 'icon') {
    return (
      <span
        data-slot="verified-mark"
        title={t('primitives.verified.hint')}
        className={cn('inline-flex text-success-700', className)}
      >
        <Icon icon={BadgeCheckIcon} size={4} label={t('primitives.verified.label')} />
      </span>
    );
  }
  return (
    <Badge data-slot="verified-mark" tone="success" title={t('primitives.verified.hint')} className={cn('gap-1', className)}>
      <Icon icon={BadgeCheckIcon} size={3.5} />
      {t('primitives.verified.label')}
    </Badge>
  );
}

export type VerifiedMarkProps = Omit<VerifiedMarkContentProps, 't'>;

/** VerifiedMarkContent with its own translations. */
export function VerifiedMark(props: VerifiedMarkProps) {
  const { t } = useTranslation();
  return <VerifiedMarkContent {...props} t={t} />;
}
