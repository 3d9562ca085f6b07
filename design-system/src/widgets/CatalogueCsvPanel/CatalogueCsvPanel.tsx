import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_CSV_COLUMNS, type ImportState } from '@marketplace/contract';
import { FormAlert } from '../../forms/index.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { formatCount } from '../../rules/count.ts';

export interface CatalogueCsvPanelProps {
  /** Downloads the products as CSV: those in the list, or the archived ones. */
  onExport: (archived: boolean) => void;
  /** A download is being prepared. */
  exporting?: boolean;
  /** The file chosen; its dry run starts at once. */
  onPickFile: (file: File) => void;
  /** The chosen file's name. */
  fileName?: string | null;
  /** The dry run's answer: what the file would do, or its errors by line and column. */
  check?: ImportState | null;
  /** The import itself once started: its progress, then its summary. */
  run?: ImportState | null;
  /** What is on its way. */
  busy?: 'checking' | 'importing' | null;
  onImport: () => void;
  /** Starts again with another file. */
  onReset: () => void;
  /** Why the last call failed, already translated. */
  message?: string | null;
  className?: string;
}

function Card({ title, children, labelledBy }: { title: ReactNode; children: ReactNode; labelledBy: string }) {
  return (
    <section aria-labelledby={labelledBy} className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 sm:p-5">
      <h2 id={labelledBy} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The seller's CSV screen: the products as a file (the product form's columns) and a file back. A
 * chosen file is checked at once (a dry run): its errors by line and column, or what it would
 * create, update and leave unchanged; nothing is written until the seller imports a file without
 * errors. A large file imports in the background with its progress.
 */
export function CatalogueCsvPanel(props: CatalogueCsvPanelProps) {
  const { t } = useTranslation();
  const exportId = useId();
  const importId = useId();
  const fileId = useId();
  const { check, run, busy = null } = props;
  const summary = check?.summary;
  const hasErrors = (summary?.errors.length ?? 0) > 0;
  const changes = summary ? summary.created + summary.updated : 0;
  const running = run && (run.status === 'QUEUED' || run.status === 'RUNNING');
  const count = (key: string, value: number) => t(key, { count: value, formatted: formatCount(value) });

  return (
    <div data-slot="catalogue-csv-panel" className={cn('flex flex-col gap-4', props.className)}>
      <Card title={t('catalogueTools.csv.exportTitle')} labelledBy={exportId}>
        <p className="text-sm text-ink-muted">{t('catalogueTools.csv.exportHint')}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" isLoading={props.exporting} onClick={() => props.onExport(false)}>
            {t('catalogueTools.csv.exportProducts')}
          </Button>
          <Button variant="ghost" disabled={props.exporting} onClick={() => props.onExport(true)}>
            {t('catalogueTools.csv.exportArchived')}
          </Button>
        </div>
      </Card>

      <Card title={t('catalogueTools.csv.importTitle')} labelledBy={importId}>
        <p className="text-sm text-ink-muted">{t('catalogueTools.csv.importHint')}</p>
        <details className="text-sm text-ink-muted">
          <summary className="cursor-pointer text-ink">{t('catalogueTools.csv.columnsTitle')}</summary>
          <p className="mt-1 break-words font-mono text-xs">{CATALOGUE_CSV_COLUMNS.join(', ')}</p>
        </details>
        {!run ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fileId} className="text-sm font-medium text-ink">
              {t('catalogueTools.csv.chooseFile')}
            </label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              disabled={busy !== null}
              className="text-sm text-ink file:me-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-1.5 file:text-ink"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) props.onPickFile(file);
                event.currentTarget.value = '';
              }}
            />
          </div>
        ) : null}

        <div aria-live="polite" className="flex flex-col gap-3">
          {busy === 'checking' ? <p role="status">{t('catalogueTools.csv.checking', { name: props.fileName ?? '' })}</p> : null}

          {summary && !run && busy !== 'checking' ? (
            hasErrors ? (
              <div className="flex flex-col gap-2">
                <p className="font-semibold text-danger-700">
                  {t('catalogueTools.csv.errorsFound', {
                    count: summary.errors.length + summary.moreErrors,
                    name: props.fileName ?? '',
                  })}
                </p>
                <div className="overflow-x-auto rounded-md border border-line">
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">{t('catalogueTools.csv.errorsTitle')}</caption>
                    <thead className="bg-sunken text-ink-muted">
                      <tr>
                        <th scope="col" className="px-3 py-2 font-medium">
                          {t('catalogueTools.csv.line')}
                        </th>
                        <th scope="col" className="px-3 py-2 font-medium">
                          {t('catalogueTools.csv.column')}
                        </th>
                        <th scope="col" className="px-3 py-2 font-medium">
                          {t('catalogueTools.csv.problem')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {summary.errors.map((error) => (
                        <tr key={`${error.line}:${error.column}:${error.code}`} className="border-t border-line">
                          <td className="px-3 py-2 tabular-nums">{error.line}</td>
                          <td className="px-3 py-2 font-mono text-xs">{error.column || '—'}</td>
                          <td className="px-3 py-2">{t(`catalogueTools.errors.${error.code}`)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                {summary.moreErrors > 0 ? (
                  <p className="text-sm text-ink-muted">{t('catalogueTools.csv.moreErrors', { count: summary.moreErrors })}</p>
                ) : null}
                <p className="text-sm text-ink-muted">{t('catalogueTools.csv.fixAndRetry')}</p>
              </div>
            ) : (
              <div className="flex flex-col gap-3">
                <p className="font-semibold text-ink">{t('catalogueTools.csv.checked', { name: props.fileName ?? '' })}</p>
                <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
                  <li>{count('catalogueTools.csv.toCreate', summary.created)}</li>
                  <li>{count('catalogueTools.csv.toUpdate', summary.updated)}</li>
                  <li>{count('catalogueTools.csv.unchanged', summary.unchanged)}</li>
                </ul>
                {changes === 0 ? <p className="text-sm text-ink-muted">{t('catalogueTools.csv.noChanges')}</p> : null}
                <div className="flex flex-wrap gap-2">
                  <Button isLoading={busy === 'importing'} disabled={changes === 0} onClick={props.onImport}>
                    {t('catalogueTools.csv.import', { count: changes })}
                  </Button>
                  <Button variant="ghost" disabled={busy !== null} onClick={props.onReset}>
                    {t('catalogueTools.csv.otherFile')}
                  </Button>
                </div>
              </div>
            )
          ) : null}

          {run && running ? (
            <div className="flex flex-col gap-2">
              <label className="flex flex-col gap-1 text-sm text-ink">
                {t('catalogueTools.csv.progress', {
                  done: formatCount(run.processed),
                  total: formatCount(run.summary.rows),
                })}
                <progress className="h-2 w-full accent-brand-600" value={run.processed} max={Math.max(1, run.summary.rows)} />
              </label>
              <p className="text-sm text-ink-muted">{t('catalogueTools.csv.background')}</p>
            </div>
          ) : null}

          {run && run.status === 'DONE' ? (
            <div className="flex flex-col gap-2">
              <p className="font-semibold text-ink">{t('catalogueTools.csv.done')}</p>
              <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
                <li>{count('catalogueTools.csv.created', run.summary.created)}</li>
                <li>{count('catalogueTools.csv.updated', run.summary.updated)}</li>
                <li>{count('catalogueTools.csv.unchanged', run.summary.unchanged)}</li>
              </ul>
              <div>
                <Button variant="outline" onClick={props.onReset}>
                  {t('catalogueTools.csv.another')}
                </Button>
              </div>
            </div>
          ) : null}

          {run && run.status === 'FAILED' ? (
            <FormAlert>
              {t('catalogueTools.csv.failed')}{' '}
              {run.summary.errors[0] ? t(`catalogueTools.errors.${run.summary.errors[0].code}`) : null}
            </FormAlert>
          ) : null}
          {props.message ? <FormAlert>{props.message}</FormAlert> : null}
        </div>
      </Card>
    </div>
  );
}
