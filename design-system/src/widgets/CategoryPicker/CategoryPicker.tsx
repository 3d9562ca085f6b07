import { useEffect, useId, useMemo, useState, type AriaAttributes, type KeyboardEvent } from 'react';
import * as Popover from '@radix-ui/react-popover';
import type { CategoryFlat } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { controlVariants, singleLineHeights } from '../../primitives/Input/controlStyles.ts';
import { matchesSearch } from '../../rules/attributeSuggestions.ts';
import { Icon, CheckIcon, ChevronDownIcon } from '../../primitives/Icon/index.ts';

export interface CategoryPickerProps {
  /** The categories on offer; only leaves are listed (spec §5: items use leaf categories only). */
  categories: readonly CategoryFlat[];
  value: number | null;
  onChange: (id: number) => void;
  onBlur?: () => void;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  'aria-required'?: AriaAttributes['aria-required'];
  disabled?: boolean;
  className?: string;
}

interface Choice {
  id: number;
  title: string;
  /** The parent's title, when the parent is in the list, to tell same-named leaves apart. */
  parent: string | null;
}

function choicesOf(categories: readonly CategoryFlat[]): Choice[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  return categories
    .filter((category) => category.isLeaf)
    .map((category) => ({
      id: category.id,
      title: category.title,
      parent: category.upperCategoryId === null ? null : (byId.get(category.upperCategoryId)?.title ?? null),
    }));
}

/**
 * A searchable category picker: a button that opens a search box over the leaf categories
 * (a combobox with its list; arrows, Home/End and Enter choose, Escape closes). Matching
 * ignores case and Azerbaijani letters ("xalca" finds "Xalçalar").
 */
export function CategoryPicker({
  categories,
  value,
  onChange,
  onBlur,
  id,
  disabled = false,
  className,
  // A button takes no aria-required; the label's marker says it.
  'aria-required': _required,
  ...aria
}: CategoryPickerProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const choices = useMemo(() => choicesOf(categories), [categories]);
  const shown = useMemo(
    () =>
      choices.filter(
        (choice) => matchesSearch(choice.title, query) || (choice.parent !== null && matchesSearch(choice.parent, query)),
      ),
    [choices, query],
  );
  const selected = choices.find((choice) => choice.id === value) ?? null;
  const optionId = (choiceId: number) => `${listId}-option-${choiceId}`;
  const active = shown[Math.min(activeIndex, shown.length - 1)];
  const activeOptionId = open && active ? optionId(active.id) : null;
  // The list scrolls; the option the arrows reached stays in sight.
  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView({ block: 'nearest' });
  }, [activeOptionId]);

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setQuery('');
      setActiveIndex(
        Math.max(
          0,
          choices.findIndex((choice) => choice.id === value),
        ),
      );
    } else onBlur?.();
  };
  const choose = (choice: Choice) => {
    onChange(choice.id);
    openChange(false);
  };
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: activeIndex + 1,
      ArrowUp: activeIndex - 1,
      Home: 0,
      End: last,
      PageDown: activeIndex + 8,
      PageUp: activeIndex - 8,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActiveIndex(Math.max(0, Math.min(last, moves[event.key] ?? 0)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active) choose(active);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={openChange}>
      <Popover.Trigger asChild>
        <button
          type="button"
          id={id}
          disabled={disabled}
          data-slot="category-picker"
          {...aria}
          className={cn(
            controlVariants({ size: 'md' }),
            singleLineHeights.md,
            'flex cursor-pointer items-center justify-between gap-2 text-start',
            className,
          )}
        >
          <span className={cn('min-w-0 truncate', !selected && 'text-ink-muted')}>
            {selected
              ? selected.parent
                ? `${selected.parent} › ${selected.title}`
                : selected.title
              : t('productForm.category.placeholder')}
          </span>
          <Icon icon={ChevronDownIcon} className="text-ink-muted" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          aria-label={t('productForm.category.label')}
          sideOffset={4}
          className="z-50 flex max-h-[min(24rem,var(--radix-popover-content-available-height))] w-[max(var(--radix-popover-trigger-width),16rem)] max-w-[calc(100vw-2rem)] flex-col rounded-lg border border-line bg-surface shadow-lg"
        >
          {choices.length === 0 ? (
            <p className="p-3 text-sm text-ink-muted">{t('productForm.category.noneAllowed')}</p>
          ) : (
            <>
              <div className="border-b border-line p-2">
                <input
                  type="search"
                  role="combobox"
                  aria-label={t('productForm.category.search')}
                  placeholder={t('productForm.category.search')}
                  aria-expanded="true"
                  aria-controls={listId}
                  aria-autocomplete="list"
                  aria-activedescendant={active ? optionId(active.id) : undefined}
                  value={query}
                  onChange={(event) => {
                    setQuery(event.target.value);
                    setActiveIndex(0);
                  }}
                  onKeyDown={onSearchKey}
                  className={cn(controlVariants({ size: 'sm' }), singleLineHeights.sm)}
                />
              </div>
              <ul
                id={listId}
                role="listbox"
                aria-label={t('productForm.category.listLabel')}
                className="min-h-0 flex-1 overflow-y-auto p-1"
              >
                {shown.map((choice) => (
                  // Keys go to the search box, which points at the active option (aria-activedescendant).
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <li
                    key={choice.id}
                    id={optionId(choice.id)}
                    role="option"
                    aria-selected={choice.id === value}
                    data-active={choice === active || undefined}
                    onPointerMove={() => setActiveIndex(shown.indexOf(choice))}
                    onClick={() => choose(choice)}
                    className="flex cursor-pointer items-center justify-between gap-2 rounded-md px-2.5 py-1.5 text-sm text-ink data-[active]:bg-neutral-100 aria-selected:font-semibold"
                  >
                    <span className="min-w-0 [overflow-wrap:anywhere]">
                      {choice.title}
                      {choice.parent && <span className="block text-xs font-normal text-ink-muted">{choice.parent}</span>}
                    </span>
                    {choice.id === value && <Icon icon={CheckIcon} className="text-brand-700" />}
                  </li>
                ))}
              </ul>
              {shown.length === 0 && (
                <p role="status" className="px-3 pb-3 text-sm text-ink-muted">
                  {t('productForm.category.noMatch', { query, interpolation: { escapeValue: false } })}
                </p>
              )}
            </>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
