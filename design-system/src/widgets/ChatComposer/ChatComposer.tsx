import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_ATTACHMENTS_MAX, CHAT_COUNTER_SHOW_REMAINING, CHAT_MESSAGE_MAX, isBlankMessage } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { controlVariants } from '../../primitives/Input/controlStyles.ts';
import { splitAcceptedFiles } from '../MediaUploader/acceptedFiles.ts';
import type { MediaUploadItem } from '../MediaUploader/mediaUploadItem.ts';
import { ComposerPhotos } from './ComposerPhotos.tsx';
import { Icon, ImageIcon, SendIcon } from '../../primitives/Icon/index.ts';

/** Why the viewer cannot write: an admin blocked the account, or support closed the conversation. */
export type ChatComposerDisabledReason = 'blocked' | 'closed';

export interface ChatComposerPhotos {
  /** The chosen photos with their upload state (the app uploads them through its media uploader). */
  items: readonly MediaUploadItem[];
  /** Photos picked (images only; at most CHAT_ATTACHMENTS_MAX in all). */
  onPick: (files: File[]) => void;
  onRemove: (id: string) => void;
}

export interface ChatComposerProps {
  /**
   * Called with the trimmed text, never for blank text (spec §5) or text over CHAT_MESSAGE_MAX;
   * the field is emptied at once (show the message as `delivery: 'sending'` meanwhile).
   */
  onSend: (text: string) => void;
  /** A message is on its way: the send button is busy and Enter waits. */
  sending?: boolean;
  /** The viewer may not write; the field is disabled and the reason said. */
  disabledReason?: ChatComposerDisabledReason;
  /** Its own words for the disabled state instead of the reason's. */
  disabledText?: ReactNode;
  /** Offers photo attachments (custom-order chats); absent, there is no attach button. */
  photos?: ChatComposerPhotos;
  /** The text the field starts with (a kept draft). */
  defaultValue?: string;
  placeholder?: string;
  className?: string;
}

const UPLOADING: ReadonlySet<MediaUploadItem['state']> = new Set(['running', 'paused']);

/** Writes a message: Enter sends, Shift+Enter starts a new line; blank text is never sent. */
export function ChatComposer({
  onSend,
  sending = false,
  disabledReason,
  disabledText,
  photos,
  defaultValue = '',
  placeholder,
  className,
}: ChatComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(defaultValue);
  const [pickNote, setPickNote] = useState<'rejected' | 'tooMany' | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const counterId = useId();
  const reasonId = useId();

  const disabled = disabledReason !== undefined;
  const length = text.trim().length;
  const remaining = CHAT_MESSAGE_MAX - length;
  const tooLong = remaining < 0;
  const uploading = photos?.items.some((item) => UPLOADING.has(item.state)) ?? false;
  const canSend = !disabled && !sending && !uploading && !tooLong && !isBlankMessage(text);

  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
    setPickNote(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // A composing input method (Azerbaijani or Russian keyboards on phones) uses Enter to confirm a word.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const takeFiles = (input: HTMLInputElement) => {
    if (!photos) return;
    const { accepted, rejected } = splitAcceptedFiles(Array.from(input.files ?? []), 'image/*');
    input.value = '';
    const room = Math.max(0, CHAT_ATTACHMENTS_MAX - photos.items.length);
    const taken = accepted.slice(0, room);
    setPickNote(rejected.length > 0 ? 'rejected' : accepted.length > room ? 'tooMany' : null);
    if (taken.length > 0) photos.onPick(taken);
  };

  const describedBy = [hintId, remaining <= CHAT_COUNTER_SHOW_REMAINING ? counterId : null, disabled ? reasonId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <form
      data-slot="chat-composer"
      data-disabled={disabled || undefined}
      onSubmit={onSubmit}
      className={cn('flex flex-col gap-2 border-t border-line bg-surface p-3', className)}
    >
      {disabled && (
        <p id={reasonId} data-slot="chat-composer-reason" className="rounded-md bg-sunken px-3 py-2 text-sm text-ink">
          {disabledText ?? t(`chat.composer.${disabledReason}`)}
        </p>
      )}
      {photos && <ComposerPhotos items={photos.items} onRemove={photos.onRemove} disabled={disabled} />}
      <div className="flex items-end gap-2">
        {photos && (
          <>
            <IconButton
              aria-label={t('chat.composer.attach')}
              variant="ghost"
              size="lg"
              disabled={disabled || photos.items.length >= CHAT_ATTACHMENTS_MAX}
              onClick={() => fileRef.current?.click()}
              className="shrink-0"
            >
              <Icon icon={ImageIcon} size={6} />
            </IconButton>
            <input
              ref={fileRef}
              type="file"
              accept="image/*"
              multiple
              tabIndex={-1}
              aria-hidden="true"
              className="sr-only"
              onChange={(event) => takeFiles(event.currentTarget)}
            />
          </>
        )}
        <textarea
          data-slot="chat-composer-field"
          aria-label={t('chat.composer.label')}
          aria-describedby={describedBy}
          placeholder={placeholder ?? t('chat.composer.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={disabled}
          aria-invalid={tooLong || undefined}
          rows={1}
          enterKeyHint="send"
          // Grows with its text up to ten lines, then scrolls.
          className={cn(controlVariants({ size: 'md' }), 'max-h-64 min-h-12 flex-1 resize-none py-2.5 [field-sizing:content]')}
        />
        <IconButton
          type="submit"
          aria-label={t('chat.composer.send')}
          variant="primary"
          size="lg"
          disabled={!canSend}
          isLoading={sending}
          className="shrink-0"
        >
          <Icon icon={SendIcon} size={6} />
        </IconButton>
      </div>
      <p id={hintId} className="sr-only">
        {t('chat.composer.hint')}
      </p>
      {remaining <= CHAT_COUNTER_SHOW_REMAINING && (
        <p
          id={counterId}
          data-slot="chat-composer-counter"
          aria-live="polite"
          className={cn('text-end text-xs tabular-nums', tooLong ? 'font-semibold text-danger-700' : 'text-ink-muted')}
        >
          {tooLong ? t('chat.composer.tooLong', { max: CHAT_MESSAGE_MAX }) : t('chat.composer.remaining', { count: remaining })}
        </p>
      )}
      {photos && (
        // Always there, so that screen readers hear the note when it appears.
        <p role="status" className="text-sm text-danger-700 empty:hidden">
          {pickNote === 'rejected'
            ? t('chat.composer.rejected')
            : pickNote === 'tooMany'
              ? t('chat.composer.tooManyPhotos', { max: CHAT_ATTACHMENTS_MAX })
              : ''}
        </p>
      )}
    </form>
  );
}
