import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_PREVIEW_CHARS } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { plainTextOf, previewOf } from '../../rules/textPreview.ts';

export interface ReadMoreProps {
  /** Rich text the API sanitized when it was saved. */
  html: string;
  /** Characters shown before "read more" (spec §9: 120). */
  limit?: number;
  className?: string;
}

/**
 * A product description: plain text cut at `limit` characters until "read more" is pressed,
 * then the whole rich text. The HTML is rendered only when expanded; the API sanitizes it on write.
 */
export function ReadMore({ html, limit = DESCRIPTION_PREVIEW_CHARS, className }: ReadMoreProps) {
  const { t } = useTranslation();
  const contentId = useId();
  const [expanded, setExpanded] = useState(false);
  const preview = previewOf(plainTextOf(html), limit);
  const showsWhole = expanded || !preview.truncated;

  return (
    <div
      data-slot="read-more"
      data-state={expanded ? 'expanded' : 'collapsed'}
      className={cn('flex flex-col items-start gap-2', className)}
    >
      {showsWhole ? (
        <div
          id={contentId}
          data-slot="read-more-content"
          className="max-w-none text-base leading-relaxed text-ink [overflow-wrap:anywhere] [&_a]:text-brand-700 [&_a]:underline [&_li]:ms-5 [&_ol]:list-decimal [&_p]:mb-3 [&_ul]:list-disc"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <p id={contentId} data-slot="read-more-content" className="text-base leading-relaxed text-ink [overflow-wrap:anywhere]">
          {preview.text}
        </p>
      )}
      {preview.truncated && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((open) => !open)}
          className="rounded-sm text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {expanded ? t('itemPage.readLess') : t('itemPage.readMore')}
        </button>
      )}
    </div>
  );
}
