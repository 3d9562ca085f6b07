import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import type { MediaUploadItem } from '../MediaUploader/mediaUploadItem.ts';
import { UploadProgress } from '../UploadProgress/index.ts';
import { Icon, XIcon } from '../../primitives/Icon/index.ts';

export interface ComposerPhotosProps {
  items: readonly MediaUploadItem[];
  onRemove: (id: string) => void;
  disabled?: boolean;
}

/** The photos chosen for the next message: each with its upload progress, a failure note and a remove button. */
export function ComposerPhotos({ items, onRemove, disabled = false }: ComposerPhotosProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <ul aria-label={t('chat.composer.photos')} data-slot="chat-composer-photos" className="flex flex-wrap items-start gap-2">
      {items.map((item) => {
        const failed = item.state === 'error' || item.state === 'canceled';
        return (
          <li
            key={item.id}
            data-state={item.state}
            className={cn(
              'flex w-24 flex-col gap-1 rounded-md border bg-surface p-1',
              failed ? 'border-danger-600' : 'border-line',
            )}
          >
            <div className="relative">
              {item.previewUrl ? (
                <img src={item.previewUrl} alt="" className="aspect-square w-full rounded-sm object-cover" />
              ) : (
                <div className="aspect-square w-full rounded-sm bg-sunken" />
              )}
              <IconButton
                aria-label={t('chat.composer.removePhoto', { name: item.name, interpolation: { escapeValue: false } })}
                size="sm"
                shape="circle"
                variant="outline"
                disabled={disabled}
                onClick={() => onRemove(item.id)}
                className="absolute -right-2 -top-2"
              >
                <Icon icon={XIcon} />
              </IconButton>
            </div>
            {failed ? (
              <p className="text-xs font-semibold text-danger-700 [overflow-wrap:anywhere]">
                {t('chat.composer.photoFailed', { name: item.name, interpolation: { escapeValue: false } })}
              </p>
            ) : (
              <UploadProgress
                value={item.progress}
                paused={item.state === 'paused'}
                fileName={item.name}
                className="[&>span]:sr-only"
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
