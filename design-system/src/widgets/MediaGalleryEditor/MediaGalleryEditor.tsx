import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { MediaPicker, MediaPreview, MediaUploadCard } from '../MediaUploader/index.ts';
import { withUploaded, type MediaGalleryValue, type MediaKind, type UploadMedia } from './mediaGalleryValue.ts';
import { SortableGallery } from './SortableGallery.tsx';
import { useMediaUploads, type PendingUpload } from './useMediaUploads.ts';
import { Icon, TrashIcon } from '../../primitives/Icon/index.ts';

export interface MediaGalleryEditorProps {
  value: MediaGalleryValue;
  /** Gets an update of the current value (uploads finish later, when the value may have changed). */
  onChange: (update: (current: MediaGalleryValue) => MediaGalleryValue) => void;
  uploadMedia: UploadMedia;
  /** Told whether any file is still uploading (the form waits for them before saving). */
  onUploadingChange?: (uploading: boolean) => void;
  disabled?: boolean;
  className?: string;
}

function Part({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <div className="flex flex-col gap-0.5">
        <h4 className="text-sm font-semibold text-ink">{title}</h4>
        <p className="text-sm text-ink-muted">{hint}</p>
      </div>
      {children}
    </section>
  );
}

function Pending({
  items,
  kind,
  onRetry,
  onRemove,
}: {
  items: readonly PendingUpload[];
  kind: MediaKind;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation();
  const mine = items.filter((item) => item.kind === kind);
  if (mine.length === 0) return null;
  return (
    <ul aria-label={t('productForm.media.uploading')} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {mine.map((item) => (
        <li key={item.id} className="min-w-0">
          <MediaUploadCard item={item} onRetry={onRetry} onRemove={onRemove} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The product's media (spec §2, §7): a cover photo, gallery photos in an order set by dragging,
 * and videos. Files go through the app's `uploadMedia` (which compresses them); each shows its
 * progress until it is stored.
 */
export function MediaGalleryEditor({
  value,
  onChange,
  uploadMedia,
  onUploadingChange,
  disabled = false,
  className,
}: MediaGalleryEditorProps) {
  const { t } = useTranslation();
  // Where each uploaded address was in the picking order, so later uploads take their picked places.
  const pickOrder = useRef(new Map<string, number>());
  const onUploaded = useCallback(
    (kind: MediaKind, url: string, picked: number) => {
      pickOrder.current.set(url, picked);
      onChange((current) => withUploaded(current, kind, url, picked, pickOrder.current));
    },
    [onChange],
  );
  const uploads = useMediaUploads(uploadMedia, onUploaded);
  const uploading = uploads.pending.some((item) => item.state === 'running');
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);
  // Hidden while a file uploads (the form hides media for a short name): the form must not keep waiting for it.
  const uploadingListener = useRef(onUploadingChange);
  useEffect(() => {
    uploadingListener.current = onUploadingChange;
  }, [onUploadingChange]);
  useEffect(() => () => uploadingListener.current?.(false), []);

  return (
    <div data-slot="media-gallery-editor" className={cn('flex flex-col gap-6', className)}>
      <Part title={t('productForm.media.cover.label')} hint={t('productForm.media.cover.hint')}>
        {value.coverImage ? (
          <div className="flex max-w-xs flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-xs">
            <MediaPreview mediaType="image" src={value.coverImage} label={t('productForm.media.cover.label')} />
            <div className="flex justify-end p-1">
              <IconButton
                size="sm"
                aria-label={t('productForm.media.cover.remove')}
                disabled={disabled}
                onClick={() => onChange((current) => ({ ...current, coverImage: '' }))}
              >
                <Icon icon={TrashIcon} />
              </IconButton>
            </div>
          </div>
        ) : null}
        <Pending items={uploads.pending} kind="cover" onRetry={uploads.retry} onRemove={uploads.remove} />
        <MediaPicker
          accept="image/*"
          multiple={false}
          disabled={disabled}
          label={value.coverImage ? t('productForm.media.cover.replace') : t('productForm.media.cover.select')}
          onSelectFiles={(files) => uploads.start(files, 'cover')}
        />
      </Part>

      <Part title={t('productForm.media.images.label')} hint={t('productForm.media.images.hint')}>
        {value.images.length > 0 && (
          <SortableGallery
            images={value.images}
            disabled={disabled}
            onReorder={(images) => onChange((current) => ({ ...current, images }))}
            onRemove={(index) => onChange((current) => ({ ...current, images: current.images.filter((_, at) => at !== index) }))}
          />
        )}
        <Pending items={uploads.pending} kind="image" onRetry={uploads.retry} onRemove={uploads.remove} />
        <MediaPicker
          accept="image/*"
          disabled={disabled}
          label={t('productForm.media.images.select')}
          onSelectFiles={(files) => uploads.start(files, 'image')}
        />
      </Part>

      <Part title={t('productForm.media.videos.label')} hint={t('productForm.media.videos.hint')}>
        {value.videos.length > 0 && (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {value.videos.map((url, index) => (
              <li key={url} className="overflow-hidden rounded-lg border border-line bg-surface shadow-xs">
                <MediaPreview mediaType="video" src={url} label={t('productForm.media.videos.item', { position: index + 1 })} />
                <div className="flex justify-end p-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={disabled}
                    onClick={() =>
                      onChange((current) => ({ ...current, videos: current.videos.filter((_, at) => at !== index) }))
                    }
                  >
                    <Icon icon={TrashIcon} />
                    {t('productForm.media.videos.remove', { position: index + 1 })}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pending items={uploads.pending} kind="video" onRetry={uploads.retry} onRemove={uploads.remove} />
        <MediaPicker
          accept="video/*"
          disabled={disabled}
          label={t('productForm.media.videos.select')}
          onSelectFiles={(files) => uploads.start(files, 'video')}
        />
      </Part>
    </div>
  );
}
