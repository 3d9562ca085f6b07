import { LIVE_FROM_START } from '@marketplace/contract';

/**
 * Where a page's watch starts once it has read a chat's newest history page (oldest first): after
 * its last message, or from the chat's start (LIVE_FROM_START) when it was empty, so that a message
 * written between the read and the subscription comes, and comes once.
 */
export function watchAfterHistory(newestPage: readonly { id: string }[] = []): string {
  return newestPage.at(-1)?.id ?? LIVE_FROM_START;
}
