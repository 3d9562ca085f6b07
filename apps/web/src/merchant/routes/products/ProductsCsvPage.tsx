import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportState } from '@marketplace/contract';
import { CatalogueCsvPanel, errorMessageKeys } from '@marketplace/design-system';
import { useExportCsv, useImportCsv, useImportState } from '../../../data/catalogueTools.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';

/**
 * `/products/csv`: the seller's products as a CSV file and back. A chosen file is checked at once
 * (a dry run, nothing written), then imported; a large one runs in the background and its
 * progress is read every second.
 */
export function ProductsCsvPage() {
  const { t, i18n } = useTranslation();
  const exportCsv = useExportCsv();
  const importCsv = useImportCsv();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [check, setCheck] = useState<ImportState | null>(null);
  const [started, setStarted] = useState<ImportState | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const background = useImportState(started && started.status !== 'DONE' && started.status !== 'FAILED' ? started.id : null);
  const run = background.data ?? started;

  const messageOf = (error: unknown) => {
    const key = errorMessageKeys(error, 'catalogueTools.toast.failed', 'catalogueTools.errors').find((candidate) =>
      i18n.exists(candidate),
    );
    return t(key ?? 'catalogueTools.toast.failed');
  };
  const reset = () => {
    setFile(null);
    setCheck(null);
    setStarted(null);
    setMessage(null);
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:px-6 lg:px-8">
      <PageMeta title={t('catalogueTools.csv.title')} description={t('catalogueTools.csv.description')} />
      <div className="flex flex-col gap-1">
        <h1 className="font-display text-2xl font-semibold text-ink sm:text-3xl">{t('catalogueTools.csv.title')}</h1>
        <p className="text-sm text-ink-muted">{t('catalogueTools.csv.description')}</p>
      </div>
      <CatalogueCsvPanel
        exporting={exportCsv.isPending}
        onExport={(archived) =>
          exportCsv.mutate(archived, {
            onError: () => setMessage(t('catalogueTools.toast.exportFailed')),
          })
        }
        fileName={file?.name}
        check={check}
        run={run}
        busy={importCsv.isPending ? (check ? 'importing' : 'checking') : null}
        message={message}
        onPickFile={(picked) => {
          reset();
          void picked.text().then(async (text) => {
            setFile({ name: picked.name, text });
            try {
              setCheck(await importCsv.mutateAsync({ csv: text, dryRun: true }));
            } catch (error) {
              setMessage(messageOf(error));
            }
          });
        }}
        onImport={() => {
          if (!file) return;
          setMessage(null);
          importCsv.mutate(
            { csv: file.text, dryRun: false },
            { onSuccess: setStarted, onError: (error) => setMessage(messageOf(error)) },
          );
        }}
        onReset={reset}
      />
    </div>
  );
}
