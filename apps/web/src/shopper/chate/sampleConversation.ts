import type { TFunction } from 'i18next';
import type { ChatMessage } from '@marketplace/contract';

const HOUR = 3_600_000;

/** The sample messages of the demo chat, in the page's language: who writes what, and how long ago. */
const SAMPLE = [
  { key: 'ask', sender: 'user', hoursAgo: 50, masked: false },
  { key: 'answer', sender: 'received', hoursAgo: 49, masked: false },
  { key: 'contact', sender: 'user', hoursAgo: 26, masked: true },
  { key: 'offer', sender: 'received', hoursAgo: 3, masked: false },
] as const;

/**
 * The read-only conversation a guest sees on `/chate`: a buyer asks a maker for a carpet with a
 * name woven in, the phone number they typed shows hidden (the policy's rule), the maker offers a
 * price and a date. Dated relative to `now`, so it always reads as recent.
 */
export function sampleConversation(t: TFunction, now: Date): ChatMessage[] {
  return SAMPLE.map((message, index) => ({
    id: String(index + 1),
    chatId: 'sample',
    text: t(`chatPage.sample.messages.${message.key}`),
    sender: message.sender,
    date: new Date(now.getTime() - message.hoursAgo * HOUR).toISOString(),
    attachments: [],
    masked: message.masked,
  }));
}
