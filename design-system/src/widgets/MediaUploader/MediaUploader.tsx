import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { MediaPicker, type MediaPickerProps } from './MediaPicker.tsx';
import { MediaUploadCard, type MediaUploadCardActions } from './MediaUploadCard.tsx';
import type { MediaUploadItem } from './mediaUploadItem.ts';

export interface MediaUploaderProps extends MediaUploadCardActions, Omit<MediaPickerProps, 'className'> {
  items: readonly MediaUploadItem[];
  className?: string;
}

/**
 * A multi-file picker for photos and videos and the list of picked files, each with a
 * preview, its progress bar (hidden at 100 %), pause/resume/cancel, and a per-file error
 * with retry. Presentational: the page runs the uploads and passes their state in.
 */
export function MediaUploader({
  items,
  onSelectFiles,
  accept,
  multiple,
  label,
  disabled,
  className,
  ...actions
}: MediaUploaderProps) {
  const { t } = useTranslation();
  return (
    <div data-slot="media-uploader" className={cn('flex flex-col gap-6', className)}>
      <MediaPicker onSelectFiles={onSelectFiles} accept={accept} multiple={multiple} label={label} disabled={disabled} />
      {items.length > 0 ? (
        <ul aria-label={t('media.listLabel')} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id} className="min-w-0">
              <MediaUploadCard item={item} {...actions} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
