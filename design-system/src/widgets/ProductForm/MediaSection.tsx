import { useCallback } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showsMediaSection } from '@marketplace/contract';
import { FormField, FormItem, FormMessage } from '../../forms/index.ts';
import { MediaGalleryEditor, type MediaGalleryValue, type UploadMedia } from '../MediaGalleryEditor/index.ts';
import type { ProductFormValues } from './productFormValues.ts';
import { SectionCard } from './SectionCard.tsx';

export interface MediaSectionProps {
  uploadMedia: UploadMedia;
  onUploadingChange: (uploading: boolean) => void;
}

/** Spec §2: the media section appears only once the name is longer than 3 characters. */
export function MediaSection({ uploadMedia, onUploadingChange }: MediaSectionProps) {
  const { t } = useTranslation();
  const { control, getValues, setValue } = useFormContext<ProductFormValues>();
  const [productName, coverImage, images, videos] = useWatch({
    control,
    name: ['productName', 'coverImage', 'images', 'videos'],
  });
  const onChange = useCallback(
    (update: (current: MediaGalleryValue) => MediaGalleryValue) => {
      const [cover, gallery, clips] = getValues(['coverImage', 'images', 'videos']);
      const next = update({ coverImage: cover, images: gallery, videos: clips });
      const options = { shouldDirty: true, shouldValidate: false };
      setValue('coverImage', next.coverImage, options);
      setValue('images', next.images, options);
      setValue('videos', next.videos, options);
    },
    [getValues, setValue],
  );

  if (!showsMediaSection(productName)) {
    return (
      <SectionCard title={t('productForm.media.legend')}>
        <p className="text-sm text-ink-muted">{t('productForm.media.locked')}</p>
      </SectionCard>
    );
  }
  return (
    <SectionCard title={t('productForm.media.legend')}>
      <FormField
        control={control}
        name="images"
        render={() => (
          <FormItem>
            <MediaGalleryEditor
              value={{ coverImage, images, videos }}
              onChange={onChange}
              uploadMedia={uploadMedia}
              onUploadingChange={onUploadingChange}
            />
            <FormMessage />
          </FormItem>
        )}
      />
    </SectionCard>
  );
}
