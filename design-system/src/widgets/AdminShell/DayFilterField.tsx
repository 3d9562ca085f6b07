import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../primitives/Input/index.ts';
import { dayFromInput, dayToInput } from '../../rules/dayInput.ts';

export interface DayFilterFieldProps {
  label: string;
  /** The day set (YYYY-MM-DD), if any. */
  value: string | undefined;
  /** Called with the new day (undefined: none) once a valid day is typed and left or confirmed with Enter. */
  onChange: (day: string | undefined) => void;
  className?: string;
}

/**
 * A day typed as DD.MM.YYYY, the same in every language (a browser's own date control prints its
 * locale's order, e.g. mm/dd/yyyy): applied on leaving the field or on Enter; a text that is no day
 * is marked and left unapplied.
 */
export function DayFilterField({ label, value, onChange, className }: DayFilterFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = useId();
  const [text, setText] = useState(() => dayToInput(value));
  const [shown, setShown] = useState(value);
  const [invalid, setInvalid] = useState(false);
  // A day set from outside (cleared filters, the back button) replaces what was typed.
  if (shown !== value) {
    setShown(value);
    setText(dayToInput(value));
    setInvalid(false);
  }

  function commit() {
    const day = dayFromInput(text);
    if (day === undefined) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if ((day ?? undefined) !== value) onChange(day ?? undefined);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  }

  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        size="sm"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('admin.table.dayPlaceholder')}
        value={text}
        invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      {invalid ? (
        <span id={errorId} className="text-xs font-medium text-danger-700">
          {t('admin.table.dayInvalid')}
        </span>
      ) : null}
    </div>
  );
}
