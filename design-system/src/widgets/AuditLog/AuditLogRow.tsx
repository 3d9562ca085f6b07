import { useTranslation } from 'react-i18next';
import { formatAdminDateTime, type AuditEntry } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';

export interface AuditLogRowProps {
  entry: AuditEntry;
  /** Shows only this admin's actions. */
  onChooseAdmin: (entry: AuditEntry) => void;
}

const cell = 'px-3 py-2 align-top';

/** What the details hold, as short `key: value` lines (lists joined, objects as JSON). */
function detailLines(details: Record<string, unknown>): string[] {
  return Object.entries(details).map(([key, value]) => {
    const text = Array.isArray(value)
      ? value.join(', ')
      : typeof value === 'object' && value !== null
        ? JSON.stringify(value)
        : String(value);
    return `${key}: ${text}`;
  });
}

export function adminNameOf(entry: AuditEntry): string {
  return entry.admin.name || entry.admin.identifier;
}

/** One action: when (Baku time), who, what, on which target, and its details. */
export function AuditLogRow({ entry, onChooseAdmin }: AuditLogRowProps) {
  const { t } = useTranslation();
  const who = adminNameOf(entry);
  const lines = detailLines(entry.details);
  return (
    <tr data-slot="audit-row" data-action={entry.action} className="border-t border-line hover:bg-sunken/60">
      <td className={`${cell} font-mono text-xs whitespace-nowrap text-ink-muted`}>
        <time dateTime={entry.createdDate}>{formatAdminDateTime(entry.createdDate)}</time>
      </td>
      <td className={cell}>
        <button
          type="button"
          title={t('admin.audit.onlyAdmin', { name: who })}
          aria-label={t('admin.audit.onlyAdmin', { name: who })}
          onClick={() => onChooseAdmin(entry)}
          className="block max-w-48 cursor-pointer truncate rounded-sm text-start text-caspian-700 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
        >
          {who}
        </button>
      </td>
      <th scope="row" className={`${cell} text-start font-semibold text-ink`}>
        {t(`admin.audit.actions.${entry.action}`)}
      </th>
      <td className={cell}>
        {entry.target ? (
          <span className="flex flex-col">
            <span className="text-xs text-ink-muted">{t(`admin.audit.targets.${entry.target.kind}`)}</span>
            {entry.target.name && <span className="font-medium break-words text-ink">{entry.target.name}</span>}
            {/* The id second, for finding the exact one (a name may repeat or change). */}
            <code
              title={entry.target.id}
              className={cn('font-mono text-xs break-all', entry.target.name ? 'text-ink-muted' : 'text-ink')}
            >
              {entry.target.id}
            </code>
          </span>
        ) : (
          <span className="text-ink-muted">—</span>
        )}
      </td>
      <td className={`${cell} text-xs text-ink-muted`}>
        {lines.length > 0 ? (
          <ul className="flex flex-col gap-0.5">
            {lines.map((line) => (
              <li key={line} className="break-words">
                {line}
              </li>
            ))}
          </ul>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}
