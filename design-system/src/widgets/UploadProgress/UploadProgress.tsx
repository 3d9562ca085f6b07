import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

export interface UploadProgressProps {
  /** 0–100. At 100 the bar is gone (spec §2 QR page: "progress bars are hidden at 100%"). */
  value: number;
  /** A paused upload keeps its bar, greyed, with "paused" in its label. */
  paused?: boolean;
  /** The file the bar belongs to, for its accessible name. */
  fileName: string;
  className?: string;
}

/** One file's upload progress: a bar with its percentage. */
export function UploadProgress({ value, paused = false, fileName, className }: UploadProgressProps) {
  const { t } = useTranslation();
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  if (percent >= 100) return null;
  const status = paused ? t('media.progress.paused', { percent }) : t('media.progress.uploading', { percent });
  return (
    <div data-slot="upload-progress" data-paused={paused || undefined} className={cn('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={t('media.progress.label', { name: fileName, interpolation: { escapeValue: false } })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={status}
        className="h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-neutral-200"
      >
        <div
          className={cn('h-full rounded-full transition-[width]', paused ? 'bg-neutral-500' : 'bg-caspian-600')}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span aria-hidden="true" className="shrink-0 text-right text-sm tabular-nums text-ink-muted">
        {status}
      </span>
    </div>
  );
}
