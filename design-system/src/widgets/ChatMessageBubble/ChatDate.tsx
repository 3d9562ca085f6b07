import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, isLanguage } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { formatChatDate, formatChatDateTime } from '../../rules/chatDate.ts';

export interface ChatDateProps {
  /** ISO 8601. */
  date: string;
  /** The moment the text is relative to (a list passes one clock to all its messages). */
  now?: Date;
  className?: string;
}

/** A message's date as relative text (spec §8), the full date and time in its title and `dateTime`. */
export function ChatDate({ date, now, className }: ChatDateProps) {
  const { t, i18n } = useTranslation();
  const moment = new Date(date);
  if (Number.isNaN(moment.getTime())) return null;
  const language = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  return (
    <time dateTime={date} title={formatChatDateTime(moment)} className={cn('whitespace-nowrap', className)}>
      {formatChatDate(moment, now ?? new Date(), language, t)}
    </time>
  );
}
