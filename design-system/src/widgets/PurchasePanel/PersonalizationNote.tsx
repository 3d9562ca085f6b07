import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Field } from '../../primitives/Field/index.ts';
import { Textarea } from '../../primitives/Textarea/index.ts';

/** What the product asks the buyer to personalise (the seller's question) and the note's limit. */
export interface PersonalizationRequest {
  /** The seller's question, e.g. "The name to engrave"; a general label when empty. */
  prompt: string;
  /** The most characters the note may hold. */
  maxLength: number;
}

export interface PersonalizationNoteProps extends PersonalizationRequest {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** The buyer's personalisation note with a live character count up to the product's limit. */
export function PersonalizationNote({ prompt, maxLength, value, onChange, disabled }: PersonalizationNoteProps) {
  const { t } = useTranslation();
  const atLimit = value.length >= maxLength;
  return (
    <Field
      label={
        <>
          <span className="[overflow-wrap:anywhere]">{prompt.trim() || t('itemPage.personalization.label')}</span>{' '}
          <span className="font-normal text-ink-muted">{t('itemPage.personalization.optional')}</span>
        </>
      }
      hint={
        <span data-slot="personalization-counter" className={cn('tabular-nums', atLimit && 'font-medium text-warning-900')}>
          {t('itemPage.personalization.counter', { count: value.length, max: maxLength })}
          {atLimit && ` — ${t('itemPage.personalization.limitReached')}`}
        </span>
      }
    >
      <Textarea
        rows={2}
        maxLength={maxLength}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
