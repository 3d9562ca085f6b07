import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MEDIA_ACCEPT } from '@marketplace/contract';
import { FormAlert } from '../../forms/index.ts';
import { errorMessageKeys } from '../../forms/errorMessage.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { buttonVariants } from '../../primitives/Button/buttonVariants.ts';
import { Image } from '../../primitives/Image/index.ts';
import { UploadProgress } from '../UploadProgress/index.ts';

/** Uploads one picked image and resolves with its stored address; `onProgress` gets 0–100. */
export type UploadImage = (file: File, onProgress: (percent: number) => void) => Promise<string>;

/** Which image of the store profile: the round store photo or the wide cover banner. */
export type ProfileImageKind = 'profileImage' | 'backgroundImage';

/** Whose picture the field is for: a store's (its photo or banner) or a buyer's own photo. */
type ImageFieldKind = ProfileImageKind | 'accountPhoto';

const TEXTS_OF: Record<ImageFieldKind, string> = {
  profileImage: 'merchantProfile.images.profileImage',
  backgroundImage: 'merchantProfile.images.backgroundImage',
  accountPhoto: 'profile.photo',
};

export interface ProfileImageFieldProps {
  kind: ImageFieldKind;
  /** The stored image address; '' for none. */
  value: string;
  onChange: (url: string) => void;
  upload: UploadImage;
  /** A message for the field from its form (e.g. the server refused it). */
  error?: ReactNode;
  /** Told when an upload starts and ends, so a form can wait for it before saving. */
  onUploadingChange?: (uploading: boolean) => void;
  disabled?: boolean;
  className?: string;
}

type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; file: File; preview: string; progress: number }
  | { kind: 'failed'; file: File; errorKeys: string[] };

/** Why an upload failed, as the media layer tells it (`media.errors.{reason}`), else by its code. */
function failureKeys(error: unknown): string[] {
  const reason = (error as { reason?: unknown } | null)?.reason;
  const own = typeof reason === 'string' ? [`media.errors.${reason}`] : [];
  return [...own, ...errorMessageKeys(error, 'merchantProfile.images.failed')];
}

/**
 * One profile image: its preview, a button to pick a new one (uploaded at once, with its
 * progress), remove, and a failed upload's message with retry. The form keeps only the address.
 */
export function ProfileImageField({
  kind,
  value,
  onChange,
  upload,
  error,
  onUploadingChange,
  disabled = false,
  className,
}: ProfileImageFieldProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const attempt = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = async (file: File) => {
    const run = (attempt.current += 1);
    const preview = URL.createObjectURL(file);
    setState({ kind: 'uploading', file, preview, progress: 0 });
    onUploadingChange?.(true);
    try {
      const url = await upload(file, (progress) => {
        if (mounted.current && attempt.current === run)
          setState((now) => (now.kind === 'uploading' ? { ...now, progress } : now));
      });
      if (!mounted.current || attempt.current !== run) return;
      onChange(url);
      setState({ kind: 'idle' });
    } catch (failure) {
      if (!mounted.current || attempt.current !== run) return;
      setState({ kind: 'failed', file, errorKeys: failureKeys(failure) });
    } finally {
      URL.revokeObjectURL(preview);
      if (mounted.current && attempt.current === run) onUploadingChange?.(false);
    }
  };

  const uploading = state.kind === 'uploading';
  const shown = uploading ? state.preview : value;
  const banner = kind === 'backgroundImage';
  const text = (key: string) => t(`${TEXTS_OF[kind]}.${key}`);
  const label = text('label');

  return (
    <div
      role="group"
      aria-label={label}
      data-slot="profile-image-field"
      data-state={state.kind}
      className={cn('flex flex-col gap-3', banner ? 'sm:col-span-2' : '', className)}
    >
      <p aria-hidden="true" className="text-sm font-semibold text-ink">
        {label}
      </p>
      <div className={cn('flex gap-4', banner ? 'flex-col' : 'flex-col items-start sm:flex-row sm:items-center')}>
        <Image
          src={shown}
          alt={text('preview')}
          width={banner ? 1280 : 320}
          height={320}
          aspectRatio={banner ? '4 / 1' : 1}
          className={cn(
            'shrink-0 border border-line bg-sunken',
            banner ? 'w-full rounded-lg' : 'size-24 rounded-full',
            uploading && 'opacity-70',
          )}
        />
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <label
              className={cn(
                buttonVariants({ variant: 'outline', size: 'sm' }),
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                (disabled || uploading) && 'pointer-events-none opacity-55',
              )}
            >
              {value ? text('replace') : text('choose')}
              <input
                type="file"
                className="sr-only"
                accept={MEDIA_ACCEPT.image}
                disabled={disabled || uploading}
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  // Cleared so that picking the same file again fires change again.
                  event.currentTarget.value = '';
                  if (file) void start(file);
                }}
              />
            </label>
            {value && !uploading ? (
              <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={() => onChange('')}>
                {text('remove')}
              </Button>
            ) : null}
          </div>
          <p className="text-sm text-ink-muted">{text('hint')}</p>
        </div>
      </div>
      {uploading ? <UploadProgress value={state.progress} fileName={state.file.name} /> : null}
      {state.kind === 'failed' ? (
        <div className="flex flex-col items-start gap-2">
          <FormAlert className="w-full">{t(state.errorKeys)}</FormAlert>
          <Button type="button" variant="outline" size="sm" onClick={() => void start(state.file)}>
            {t('merchantProfile.images.retry')}
          </Button>
        </div>
      ) : null}
      {error ? <FormAlert className="w-full">{error}</FormAlert> : null}
    </div>
  );
}
