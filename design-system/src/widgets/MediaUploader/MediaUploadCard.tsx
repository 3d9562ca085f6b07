import { useTranslation } from 'react-i18next';
import { Badge } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { cn } from '../../lib/cn.ts';
import { UploadProgress } from '../UploadProgress/index.ts';
import { MediaPreview } from './MediaPreview.tsx';
import type { MediaUploadItem } from './mediaUploadItem.ts';
import { Icon, CheckIcon, PauseIcon, PlayIcon, RotateCwIcon, XIcon } from '../../primitives/Icon/index.ts';

export interface MediaUploadCardActions {
  onPause?: (id: string) => void;
  onResume?: (id: string) => void;
  onCancel?: (id: string) => void;
  onRetry?: (id: string) => void;
  onRemove?: (id: string) => void;
}

export interface MediaUploadCardProps extends MediaUploadCardActions {
  item: MediaUploadItem;
}

/** One picked file: its preview, progress, state and the actions that fit the state. */
export function MediaUploadCard({ item, onPause, onResume, onCancel, onRetry, onRemove }: MediaUploadCardProps) {
  const { t } = useTranslation();
  const name = { name: item.name, interpolation: { escapeValue: false } };
  const unfinished = item.state === 'running' || item.state === 'paused';

  return (
    <article
      data-slot="media-upload-card"
      data-state={item.state}
      aria-label={item.name}
      className={cn(
        'flex flex-col overflow-hidden rounded-lg border bg-surface shadow-xs',
        item.state === 'error' ? 'border-danger-300' : 'border-line',
      )}
    >
      {/* The name is printed under the preview, so the photo itself is decorative (no repeated alt text). */}
      <MediaPreview mediaType={item.mediaType} src={item.previewUrl} label="" />
      <div className="flex flex-col gap-2 p-3">
        <div className="flex items-start gap-2">
          <p className="min-w-0 flex-1 text-sm font-semibold text-ink [overflow-wrap:anywhere]">{item.name}</p>
          {item.state === 'running' && onPause ? (
            <IconButton size="sm" aria-label={t('media.actions.pause', name)} onClick={() => onPause(item.id)}>
              <Icon icon={PauseIcon} />
            </IconButton>
          ) : null}
          {item.state === 'paused' && onResume ? (
            <IconButton size="sm" aria-label={t('media.actions.resume', name)} onClick={() => onResume(item.id)}>
              <Icon icon={PlayIcon} />
            </IconButton>
          ) : null}
          {unfinished && onCancel ? (
            <IconButton size="sm" aria-label={t('media.actions.cancel', name)} onClick={() => onCancel(item.id)}>
              <Icon icon={XIcon} />
            </IconButton>
          ) : null}
        </div>

        {unfinished ? <UploadProgress value={item.progress} paused={item.state === 'paused'} fileName={item.name} /> : null}

        {item.state === 'success' ? (
          <Badge tone="success" size="sm" className="self-start">
            <Icon icon={CheckIcon} size={3.5} />
            {t('media.status.done')}
          </Badge>
        ) : null}

        {item.state === 'canceled' ? <p className="text-sm text-ink-muted">{t('media.status.canceled')}</p> : null}

        {item.state === 'error' ? (
          <div role="alert" className="flex flex-col gap-2">
            <p className="text-sm text-danger-700">{t(`media.errors.${item.failure?.reason ?? 'server'}`)}</p>
            <div className="flex flex-wrap gap-2">
              {item.failure?.retryable !== false && onRetry ? (
                <Button size="sm" variant="outline" onClick={() => onRetry(item.id)}>
                  <Icon icon={RotateCwIcon} />
                  {t('media.actions.retry')}
                </Button>
              ) : null}
              {onRemove ? (
                <Button size="sm" variant="ghost" onClick={() => onRemove(item.id)}>
                  {t('media.actions.remove')}
                </Button>
              ) : null}
            </div>
          </div>
        ) : null}

        {item.state === 'canceled' && onRemove ? (
          <Button size="sm" variant="ghost" className="self-start" onClick={() => onRemove(item.id)}>
            {t('media.actions.remove')}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
