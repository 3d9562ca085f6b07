import { escapeMarkdown } from './markdown.ts';

/**
 * The forwarded message carries the chat's support token on a line of its own, `#support <token>`
 * (a hashtag staff can search, the token in a code span so it is copied whole). A reply to that
 * message quotes its text, where the token is found again; `/reply <token> <text>` names it outright.
 */
const TOKEN_LINE = /(?:^|\n)#support\s+([A-Za-z0-9_-]{22,64})(?:\s|$)/;
const REPLY_COMMAND = /^\/reply(?:@[A-Za-z0-9_]+)?\s+([A-Za-z0-9_-]{22,64})(?:\s+([\s\S]*))?$/;

export interface ForwardedSupportMessage {
  supportToken: string;
  text: string;
  /** The signed-in writer's name, or null for a guest. */
  writer: string | null;
}

/**
 * The sendMessage text of a user's support message, in the service's Markdown. The writer's name is
 * put on one line: a profile name may hold line breaks, and a `#support` line of its own above the
 * real one would be the token a staff reply is sent to.
 */
export function forwardedSupportText(message: ForwardedSupportMessage): string {
  const who = message.writer ? escapeMarkdown(message.writer.replace(/\s+/g, ' ').trim()) : 'qonaq';
  return [`*Dəstək* · ${who}`, `#support \`${message.supportToken}\``, '', escapeMarkdown(message.text)].join('\n');
}

/** The support token a forwarded message's text carries (as the service quotes it back: without the markup). */
export function supportTokenIn(forwardedText: string): string | null {
  return TOKEN_LINE.exec(forwardedText)?.[1] ?? null;
}

/** `/reply <token> <text>` (also `/reply@our_bot …`, as groups send commands): the token and the text, or null. */
export function replyCommandOf(text: string): { supportToken: string; text: string } | null {
  const match = REPLY_COMMAND.exec(text.trim());
  if (!match?.[1]) return null;
  return { supportToken: match[1], text: match[2] ?? '' };
}
