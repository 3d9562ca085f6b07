import { CARD_IMAGE_URL_MIN_CHARS, CARD_TITLE_CHARS, CARD_TITLE_ELLIPSIS_OVER } from '@marketplace/contract';
import { plainTextOf, previewOf } from './textPreview.ts';

/** Characters as a reader counts them (code points), so an emoji is never split in half. */
function characters(text: string): string[] {
  return Array.from(text);
}

/** Spec §2/§9: a card title of up to 25 characters shows whole; a longer one shows its first 24 and '…'. */
export function truncateTitle(title: string): string {
  const chars = characters(title.trim());
  if (chars.length <= CARD_TITLE_ELLIPSIS_OVER) return chars.join('');
  return chars.slice(0, CARD_TITLE_CHARS).join('').trimEnd() + '…';
}

/** Spec §2: a card shows only when its cover image address is longer than 10 characters. */
export function isCardShowable(item: { coverImage: string | null | undefined }): boolean {
  return typeof item.coverImage === 'string' && item.coverImage.trim().length > CARD_IMAGE_URL_MIN_CHARS;
}

/** The first `chars` characters of a rich-text description as plain text, '…' when there was more. */
export function descriptionPreview(html: string, chars: number): string {
  return previewOf(plainTextOf(html), chars).text;
}

/** Whether a discount earns a badge: a known type and a positive value. */
export function hasDiscount(discountType: string, discountValue: number): discountType is 'AMOUNT' | 'PERCENTAGE' {
  return (discountType === 'AMOUNT' || discountType === 'PERCENTAGE') && discountValue > 0;
}
