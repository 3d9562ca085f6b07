import { useId, useState, type AriaAttributes, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, SearchIcon } from '../../primitives/Icon/index.ts';
import { Input } from '../../primitives/Input/index.ts';

/** The stores an override may name, searched by name on the server (one page of matches). */
export interface StoreSearchResults {
  /** What the admin typed; the page asks the server for the stores whose name holds it. */
  query: string;
  onQueryChange: (query: string) => void;
  /** idle: nothing typed; searching: the server is asked (earlier matches may still show). */
  state: 'idle' | 'searching' | 'ready' | 'error';
  /** The first page of the matching stores. */
  stores: ReadonlyArray<{ id: string; name: string }>;
  /** How many stores match in all. */
  total: number;
}

export interface StoreSearchProps {
  search: StoreSearchResults;
  /** The chosen store's id; '' is every store. */
  value: string;
  onChange: (storeId: string) => void;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
}

/**
 * A store box for the commission form: the admin types a part of the name, the server's matches are
 * offered (arrow keys and Enter, or a click), and the chosen store's name stays in the box; typing
 * again, or emptying the box, goes back to every store. Below the box: searching, no match, or how
 * many more match than are shown.
 */
export function StoreSearch({ search, value, onChange, id, ...aria }: StoreSearchProps) {
  const { t } = useTranslation();
  const listId = useId();
  const statusId = useId();
  const [chosenName, setChosenName] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const options = search.state === 'idle' ? [] : search.stores;
  const active = open ? options[Math.min(activeIndex, options.length - 1)] : undefined;
  const optionId = (storeId: string) => `${listId}-${storeId}`;
  const shown = value !== '' ? chosenName : search.query;

  const choose = (store: { id: string; name: string }) => {
    setChosenName(store.name);
    onChange(store.id);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => Math.max(0, Math.min(options.length - 1, index + step)));
    } else if (event.key === 'Enter') {
      // Enter picks a store; it never submits the form.
      event.preventDefault();
      if (active) choose(active);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };
  const status =
    value !== '' || search.state === 'idle'
      ? null
      : search.state === 'searching'
        ? t('ledger.commission.storeSearching')
        : search.state === 'error'
          ? t('ledger.commission.storeSearchFailed')
          : search.total === 0
            ? t('ledger.commission.storeNoMatch', { query: search.query.trim(), interpolation: { escapeValue: false } })
            : search.total > search.stores.length
              ? t('ledger.commission.storeMore', { shown: search.stores.length, total: search.total })
              : null;

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-expanded={open && options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active ? optionId(active.id) : undefined}
        aria-describedby={[aria['aria-describedby'], status ? statusId : undefined].filter(Boolean).join(' ') || undefined}
        aria-invalid={aria['aria-invalid']}
        autoComplete="off"
        placeholder={t('ledger.commission.storeSearch')}
        leading={<Icon icon={SearchIcon} />}
        value={shown}
        onChange={(event) => {
          if (value !== '') onChange('');
          search.onQueryChange(event.target.value);
          setActiveIndex(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(value === '' && search.query.trim() !== '')}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('ledger.commission.storeMatches')}
        hidden={!open || options.length === 0}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-lg border border-line bg-surface p-1 shadow-lg"
      >
        {options.map((store) => (
          // Keys go to the search box, which points at the active option (aria-activedescendant).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={store.id}
            id={optionId(store.id)}
            role="option"
            aria-selected={store === active}
            // Chosen before the box loses focus, so the list is still there to be clicked.
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => choose(store)}
            onPointerMove={() => setActiveIndex(options.indexOf(store))}
            className="cursor-pointer rounded-md px-2.5 py-1.5 text-sm text-ink aria-selected:bg-neutral-100"
          >
            {store.name}
          </li>
        ))}
      </ul>
      <p id={statusId} role="status" className="mt-1 min-h-4 text-xs text-ink-muted">
        {status}
      </p>
    </div>
  );
}
