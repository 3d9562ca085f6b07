import { useId, type FormEvent } from 'react';
import { Input } from '../../primitives/Input/index.ts';

export interface ListSearchProps {
  /** The search landmark's name, also the field's (hidden) label. */
  label: string;
  placeholder: string;
  query: string;
  /** The trimmed text, on submit. */
  onQueryChange: (query: string) => void;
}

const searchIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

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
        leading={searchIcon}
        enterKeyHint="search"
      />
    </form>
  );
}
