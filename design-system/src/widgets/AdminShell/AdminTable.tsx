import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';

export interface AdminTableProps {
  /** The id of the heading that names the table (and its scrolling region). */
  labelledBy: string;
  /** Translated column headings, in order. */
  columns: readonly string[];
  /** Rows are on their way: skeleton rows and a status for screen readers. */
  loading?: boolean;
  /** A newer page is on its way while the old rows show (dimmed). */
  refreshing?: boolean;
  /** The narrowest the table gets before it scrolls sideways. */
  minWidthClassName?: string;
  /** The rows (`<tr>` elements). */
  children?: ReactNode;
}

const SKELETON_ROWS = 8;

/** The dense table of the admin sections: a bordered frame that scrolls sideways on narrow screens. */
export function AdminTable({
  labelledBy,
  columns,
  loading = false,
  refreshing = false,
  minWidthClassName = 'min-w-[48rem]',
  children,
}: AdminTableProps) {
  const { t } = useTranslation();
  return (
    // A labelled region that scrolls sideways must be reachable by keyboard (axe scrollable-region-focusable).
    <div
      role="region"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-slot="admin-table"
      className="overflow-x-auto rounded-lg border border-line bg-surface focus-visible:outline-2 focus-visible:outline-focus"
    >
      <table
        aria-labelledby={labelledBy}
        aria-busy={loading || refreshing || undefined}
        className={cn('w-full text-sm', minWidthClassName)}
      >
        <thead className="bg-sunken text-xs font-semibold text-ink-muted uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-start whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cn(refreshing && 'opacity-60')}>
          {loading
            ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                <tr key={row} className="border-t border-line">
                  {columns.map((column) => (
                    <td key={column} className="px-3 py-3">
                      <Skeleton className="h-4 w-full max-w-32" />
                    </td>
                  ))}
                </tr>
              ))
            : children}
        </tbody>
      </table>
      {loading ? (
        <span role="status" className="sr-only">
          {t('admin.table.loading')}
        </span>
      ) : null}
    </div>
  );
}
