import type { ChatMessage, LiveServerFrame } from '@marketplace/contract';

/** A server frame as sent (the shapes of chat-live.ts; nothing here is parsed back). */
export const frame = (value: LiveServerFrame): string => JSON.stringify(value);

/**
 * A message frame from the message's JSON, made once for every follower of a chat: only the
 * subscription id differs between them.
 */
export const messageFrame = (subscriptionId: string, messageJson: string): string =>
  `{"type":"message","id":${JSON.stringify(subscriptionId)},"message":${messageJson}}`;

export const messageJson = (message: ChatMessage): string => JSON.stringify(message);
