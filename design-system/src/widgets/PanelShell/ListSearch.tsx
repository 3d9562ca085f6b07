import { useId, type FormEvent } from 'react';
import { Input } from '../../primitives/Input/index.ts';
import { Icon, SearchIcon } from '../../primitives/Icon/index.ts';

export interface ListSearchProps {
  /** The search landmark's name, also the field's (hidden) label. */
  label: string;
  placeholder: string;
  query: string;
  /** The trimmed text, on submit. */
  onQueryChange: (query: string) => void;
}

/** A panel list's search box: a search landmark sending its text on Enter. */
export function ListSearch({ label, placeholder, query, onQueryChange }: ListSearchProps) {
  const searchId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    onQueryChange(typeof value === 'string' ? value.trim() : '');
  }

  return (
    <form role="search" aria-label={label} onSubmit={submit} className="w-full md:w-72">
      <label htmlFor={searchId} className="sr-only">
        {label}
      </label>
      <Input
        key={query}
        id={searchId}
        type="search"
        name="q"
        size="sm"
        defaultValue={query}
        placeholder={placeholder}
        leading={<Icon icon={SearchIcon} />}
        enterKeyHint="search"
      />
    </form>
  );
}
