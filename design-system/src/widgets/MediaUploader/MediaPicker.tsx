import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { buttonVariants } from '../../primitives/Button/buttonVariants.ts';
import { IMAGE_AND_VIDEO_ACCEPT, splitAcceptedFiles } from './acceptedFiles.ts';
import { Icon, UploadIcon } from '../../primitives/Icon/index.ts';

export interface MediaPickerProps {
  onSelectFiles: (files: File[]) => void;
  /** File types offered (and checked again after picking). */
  accept?: string;
  multiple?: boolean;
  /** The button's text; defaults to "select photo or video". */
  label?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * The file button: a real file input (keyboard, screen readers and tests reach it by its
 * label) dressed as a button. Files outside `accept` are left out with a note.
 */
export function MediaPicker({
  onSelectFiles,
  accept = IMAGE_AND_VIDEO_ACCEPT,
  multiple = true,
  label,
  disabled = false,
  className,
}: MediaPickerProps) {
  const { t } = useTranslation();
  const [rejectedCount, setRejectedCount] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  const takeFiles = (input: HTMLInputElement) => {
    const { accepted, rejected } = splitAcceptedFiles(Array.from(input.files ?? []), accept);
    // Cleared so that picking the same file again (e.g. after a reload) fires change again.
    input.value = '';
    setRejectedCount(rejected.length);
    if (accepted.length > 0) onSelectFiles(accepted);
  };

  // Files picked on a server-rendered page before it became interactive are in the input already,
  // but their change event came before React listened: take them now.
  useEffect(() => {
    if (!disabled && inputRef.current?.files?.length) takeFiles(inputRef.current);
    // Once, on mount: later picks arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div data-slot="media-picker" className={cn('flex flex-col items-start gap-2', className)}>
      <label
        className={cn(
          buttonVariants({ variant: 'primary', size: 'lg' }),
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
          disabled && 'pointer-events-none opacity-55',
        )}
      >
        <Icon icon={UploadIcon} size={5} />
        <span>{label ?? t('media.select')}</span>
        <input
          type="file"
          className="sr-only"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          ref={inputRef}
          onChange={(event) => takeFiles(event.currentTarget)}
        />
      </label>
      <p role="status" className="text-sm text-danger-700 empty:hidden">
        {rejectedCount > 0 ? t('media.rejected', { count: rejectedCount }) : ''}
      </p>
    </div>
  );
}
