import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemAttribute } from '@marketplace/contract';
import { Button } from '../../primitives/Button/index.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Icon, XIcon } from '../../primitives/Icon/index.ts';

export interface AttributeRowProps {
  attribute: ItemAttribute;
  onAddValue: (value: string) => void;
  onRemoveValue: (valueIndex: number) => void;
  onRemove: () => void;
  /** The (translated) problem of this row, e.g. no value yet. */
  error?: string;
  /** Id of the new-value box, so the editor can move focus into a row it just added. */
  valueInputId: string;
}

/** One attribute: its name, its values as removable chips and a box for one more value. */
export function AttributeRow({ attribute, onAddValue, onRemoveValue, onRemove, error, valueInputId }: AttributeRowProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const name = { name: attribute.key, interpolation: { escapeValue: false } };
  const errorId = `${valueInputId}-error`;
  const add = () => {
    if (draft.trim() === '') return;
    onAddValue(draft);
    setDraft('');
  };

  return (
    <li
      data-slot="attribute-row"
      data-invalid={error ? true : undefined}
      className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3 data-[invalid]:border-danger-300"
    >
      <div className="flex items-start justify-between gap-2">
        <h4 className="min-w-0 pt-1 text-sm font-semibold text-ink [overflow-wrap:anywhere]">{attribute.key}</h4>
        <IconButton size="sm" aria-label={t('productForm.attributes.removeAttribute', name)} onClick={onRemove}>
          <Icon icon={XIcon} />
        </IconButton>
      </div>
      {attribute.values.length > 0 && (
        <ul aria-label={t('productForm.attributes.values', name)} className="flex flex-wrap gap-1.5">
          {attribute.values.map((value, index) => (
            <li
              key={value}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-neutral-100 py-0.5 ps-3 pe-0.5 text-sm text-ink"
            >
              <span className="min-w-0 [overflow-wrap:anywhere]">{value}</span>
              <button
                type="button"
                aria-label={t('productForm.attributes.removeValue', { ...name, value })}
                onClick={() => onRemoveValue(index)}
                className="inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink-muted hover:bg-neutral-200 hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
              >
                <Icon icon={XIcon} size={3.5} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          id={valueInputId}
          size="sm"
          aria-label={t('productForm.attributes.newValue', name)}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <Button size="sm" variant="outline" className="shrink-0" onClick={add}>
          {t('productForm.attributes.addValue')}
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </li>
  );
}
