import { useTranslation } from 'react-i18next';
import type { ChatAttachment } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Image } from '../../primitives/Image/index.ts';

export interface ChatAttachmentsProps {
  attachments: readonly ChatAttachment[];
  className?: string;
}

/** A stored photo without its size is shown 4:3; extreme shapes are kept between 3:4 and 16:9. */
function thumbnailRatio({ width, height }: ChatAttachment): number {
  if (!width || !height) return 4 / 3;
  return Math.min(16 / 9, Math.max(3 / 4, width / height));
}

/**
 * A message's photos as thumbnails that keep their box before they load (lazily); each opens
 * the full-size file in a new tab.
 */
export function ChatAttachments({ attachments, className }: ChatAttachmentsProps) {
  const { t } = useTranslation();
  if (attachments.length === 0) return null;
  const single = attachments.length === 1;
  return (
    <ul data-slot="chat-attachments" className={cn('grid gap-1', single ? 'grid-cols-1' : 'grid-cols-2', className)}>
      {attachments.map((attachment, index) => (
        <li key={`${attachment.url}-${index}`}>
          <a
            href={attachment.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('chat.message.openPhoto', { number: index + 1 })}
            className="block overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            <Image
              src={attachment.url}
              alt=""
              width={attachment.width ?? 400}
              height={attachment.height ?? 300}
              aspectRatio={single ? thumbnailRatio(attachment) : 1}
              className={cn('rounded-lg', single ? 'w-56 max-w-full' : 'w-28 max-w-full')}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
