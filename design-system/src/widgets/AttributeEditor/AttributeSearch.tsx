import { useId, useMemo, useState, type AriaAttributes, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Input } from '../../primitives/Input/index.ts';
import { ATTRIBUTE_SUGGESTIONS, foldForSearch, suggestAttributes } from '../../rules/attributeSuggestions.ts';
import { Icon, SearchIcon } from '../../primitives/Icon/index.ts';

export interface AttributeSearchProps {
  /** Names already chosen: they are not offered again. */
  chosenKeys: readonly string[];
  onChoose: (name: string) => void;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  disabled?: boolean;
}

/**
 * Spec §5: a name box with suggestions from the fixed names (in the interface language), the
 * chosen ones left out, matching by containing the typed text; a name of one's own can be added too.
 */
export function AttributeSearch({ chosenKeys, onChoose, id, disabled, ...aria }: AttributeSearchProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);

  const labelled = useMemo(
    () => ATTRIBUTE_SUGGESTIONS.map((name) => ({ id: name, label: t(`productForm.attributeNames.${name}`) })),
    [t],
  );
  const options = useMemo(() => {
    const suggested = suggestAttributes(query, labelled, chosenKeys).map((suggestion) => ({
      key: suggestion.id,
      name: suggestion.label,
      custom: false,
    }));
    const typed = query.trim();
    const known = [...labelled.map((item) => item.label), ...chosenKeys].some(
      (name) => foldForSearch(name) === foldForSearch(typed),
    );
    return typed !== '' && !known ? [...suggested, { key: 'custom', name: typed, custom: true }] : suggested;
  }, [query, labelled, chosenKeys]);
  const active = open ? options[Math.min(activeIndex, options.length - 1)] : undefined;
  const optionId = (key: string) => `${listId}-${key}`;

  const choose = (name: string) => {
    onChoose(name);
    setQuery('');
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => Math.max(0, Math.min(options.length - 1, index + step)));
    } else if (event.key === 'Enter') {
      // Enter picks a name; it never submits the product form.
      event.preventDefault();
      if (active) choose(active.name);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-label={t('productForm.attributes.search')}
        aria-expanded={open && options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active ? optionId(active.key) : undefined}
        autoComplete="off"
        disabled={disabled}
        placeholder={t('productForm.attributes.search')}
        leading={<Icon icon={SearchIcon} />}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveIndex(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(query.trim() !== '')}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        {...aria}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('productForm.attributes.suggestions')}
        hidden={!open || options.length === 0}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-lg border border-line bg-surface p-1 shadow-lg"
      >
        {options.map((option) => (
          // Keys go to the search box, which points at the active option (aria-activedescendant).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.key}
            id={optionId(option.key)}
            role="option"
            aria-selected={option === active}
            // Chosen before the box loses focus, so the list is still there to be clicked.
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => choose(option.name)}
            onPointerMove={() => setActiveIndex(options.indexOf(option))}
            className={cn(
              'cursor-pointer rounded-md px-2.5 py-1.5 text-sm aria-selected:bg-neutral-100',
              option.custom ? 'font-semibold text-brand-700' : 'text-ink',
            )}
          >
            {option.custom
              ? t('productForm.attributes.addCustom', { name: option.name, interpolation: { escapeValue: false } })
              : option.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
