import { useRef, type ComponentProps, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Icon, StarIcon } from '../../primitives/Icon/index.ts';

export interface StarInputProps extends Omit<ComponentProps<'div'>, 'onChange' | 'children' | 'role'> {
  /** 1–5, or 0 for none chosen yet. */
  value: number;
  onChange: (value: number) => void;
  /** Name the group with `aria-labelledby` (a form field's label) or `aria-label`. */
  disabled?: boolean;
}

const STARS = Array.from({ length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 }, (_, index) => REVIEW_RATING_MIN + index);

/**
 * Choosing 1–5 stars, as a radio group: Tab reaches the chosen star (the first when none is), the
 * arrow keys move the choice (Right/Up more, Left/Down fewer), Home and End go to 1 and 5, and a
 * click or Space chooses a star. Each star is read out as "3 stars".
 */
export function StarInput({ value, onChange, disabled = false, className, ...rest }: StarInputProps) {
  const { t } = useTranslation();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const choose = (stars: number) => {
    const next = Math.min(REVIEW_RATING_MAX, Math.max(REVIEW_RATING_MIN, stars));
    onChange(next);
    buttons.current[next - REVIEW_RATING_MIN]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = value || REVIEW_RATING_MIN - 1;
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowUp: current + 1,
      ArrowLeft: current - 1,
      ArrowDown: current - 1,
      Home: REVIEW_RATING_MIN,
      End: REVIEW_RATING_MAX,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };
  const focusable = value >= REVIEW_RATING_MIN ? value : REVIEW_RATING_MIN;
  return (
    <div
      {...rest}
      role="radiogroup"
      aria-disabled={disabled || undefined}
      data-slot="star-input"
      data-value={value}
      className={cn('inline-flex items-center gap-1', className)}
    >
      {STARS.map((stars) => {
        const checked = stars === value;
        const lit = stars <= value;
        return (
          <button
            key={stars}
            ref={(element) => {
              buttons.current[stars - REVIEW_RATING_MIN] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={t('reviews.stars.option', { count: stars })}
            tabIndex={stars === focusable ? 0 : -1}
            disabled={disabled}
            onClick={() => choose(stars)}
            onKeyDown={onKeyDown}
            className="rounded-md p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-focus disabled:cursor-not-allowed disabled:opacity-60"
          >
            <Icon
              icon={StarIcon}
              size={7}
              strokeWidth={1.25}
              className={lit ? 'fill-accent-400 stroke-accent-600' : 'fill-surface stroke-ink-muted'}
            />
          </button>
        );
      })}
      <span aria-hidden="true" className="ms-2 min-w-[7rem] text-sm text-ink-muted">
        {value >= REVIEW_RATING_MIN ? t(`reviews.stars.words.${value}`) : t('reviews.stars.choose')}
      </span>
    </div>
  );
}
