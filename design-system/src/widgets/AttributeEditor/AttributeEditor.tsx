import { useEffect, useId, useRef, type AriaAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemAttribute } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { withAttribute, withAttributeValue, withoutAttribute, withoutAttributeValue } from '../../rules/attributeRows.ts';
import { AttributeRow } from './AttributeRow.tsx';
import { AttributeSearch } from './AttributeSearch.tsx';

export interface AttributeEditorProps {
  value: readonly ItemAttribute[];
  onChange: (attributes: ItemAttribute[]) => void;
  /** Translated problems per row (e.g. an attribute without values), by row index. */
  rowErrors?: readonly (string | undefined)[];
  /** Wired to the name box by FormControl. */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  disabled?: boolean;
  className?: string;
}

/**
 * The attribute editor of item types 1 and 2 (spec §2, §5): find a name among the suggestions
 * or type one's own, then give it several values; removing the last value removes the attribute.
 */
export function AttributeEditor({ value, onChange, rowErrors, id, disabled, className, ...aria }: AttributeEditorProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const focusRow = useRef<number | null>(null);
  const valueInputId = (index: number) => `${baseId}-value-${index}`;

  // After a name is chosen, typing goes on in its new row's value box.
  useEffect(() => {
    if (focusRow.current === null) return;
    document.getElementById(valueInputId(focusRow.current))?.focus();
    focusRow.current = null;
  });

  return (
    <div data-slot="attribute-editor" className={cn('flex flex-col gap-3', className)}>
      <AttributeSearch
        id={id}
        disabled={disabled}
        chosenKeys={value.map((attribute) => attribute.key)}
        onChoose={(name) => {
          const next = withAttribute(value, name);
          if (next.length > value.length) focusRow.current = next.length - 1;
          onChange(next);
        }}
        {...aria}
      />
      {value.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('productForm.attributes.empty')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {value.map((attribute, index) => (
            <AttributeRow
              key={attribute.key}
              attribute={attribute}
              valueInputId={valueInputId(index)}
              error={rowErrors?.[index]}
              onAddValue={(text) => onChange(withAttributeValue(value, index, text))}
              onRemoveValue={(valueIndex) => onChange(withoutAttributeValue(value, index, valueIndex))}
              onRemove={() => onChange(withoutAttribute(value, index))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
