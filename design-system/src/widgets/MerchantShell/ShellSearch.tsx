import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Icon, SearchIcon } from '../../primitives/Icon/index.ts';

export interface ShellSearchProps {
  /** Where the form goes without script: the seller's product list, with `q`. */
  action: string;
  /** The text the box starts with (the list's current search), reset when it changes. */
  query?: string;
  /** Handles the search in place (client navigation); the form's own submit is then prevented. */
  onSearch?: (query: string) => void;
  className?: string;
}

/** The top bar's search over the seller's own products. */
export function ShellSearch({ action, query = '', onSearch, className }: ShellSearchProps) {
  const { t } = useTranslation();
  const inputId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!onSearch) return;
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    onSearch(typeof value === 'string' ? value.trim() : '');
  }

  return (
    <form
      role="search"
      aria-label={t('shell.search.label')}
      action={action}
      method="get"
      onSubmit={submit}
      className={cn('min-w-0', className)}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('shell.search.label')}
      </label>
      <Input
        key={query}
        id={inputId}
        type="search"
        name="q"
        size="sm"
        defaultValue={query}
        placeholder={t('shell.search.placeholder')}
        leading={<Icon icon={SearchIcon} />}
        enterKeyHint="search"
      />
    </form>
  );
}
