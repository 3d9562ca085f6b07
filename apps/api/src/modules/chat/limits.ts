import { CHAT_MESSAGES_PER_MINUTE, CHAT_NEW_CONVERSATIONS_PER_HOUR } from '@marketplace/contract';
import type { CounterState } from '../auth/throttle.ts';
import type { CounterStore, CounterWrite } from '../auth/counter-store.ts';
import { digest } from '../auth/secrets.ts';
import { chatErrors } from './errors.ts';

export interface ChatLimits {
  messagesPerMinute: number;
  conversationsPerHour: number;
}

export const DEFAULT_CHAT_LIMITS: ChatLimits = {
  messagesPerMinute: CHAT_MESSAGES_PER_MINUTE,
  conversationsPerHour: CHAT_NEW_CONVERSATIONS_PER_HOUR,
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Who a message counts against: the account, or for a guest its support token (the new one on a first message) and its address. */
export type MessageSender = { accountId: string } | { supportTokenHash: string; address: string };

type Count = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * A fixed window per key: the first counted message opens it for `windowMs`, and at most `max`
 * are counted until it ends. With several keys, one message counts against each of them and is
 * refused when any is full.
 */
function countOne(
  states: (CounterState | undefined)[],
  max: number,
  windowMs: number,
  now: number,
): { result: Count; writes: CounterWrite[] } {
  const full = states.filter((state): state is CounterState => state !== undefined && state.count >= max);
  if (full.length > 0) {
    const retryAfterMs = Math.max(...full.map((state) => state.expiresAt - now));
    return { result: { allowed: false, retryAfterMs }, writes: states.map(() => undefined) };
  }
  const writes = states.map((state) =>
    state
      ? { count: state.count + 1, lastAt: now, expiresAt: state.expiresAt }
      : { count: 1, lastAt: now, expiresAt: now + windowMs },
  );
  return { result: { allowed: true }, writes };
}

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Counter keys are digests, like the sign-in counters': no account id or address is stored in the clear. */
const keyOf = (...parts: string[]) => digest(['chat', ...parts].join(':'));

export interface ChatRateLimits {
  /** Counts one message of this sender, or throws 429 CHAT_MESSAGE_RATE. */
  countMessage(sender: MessageSender): Promise<void>;
  /** Counts one new custom-order conversation of this buyer, or throws 429 CHAT_CONVERSATION_RATE. */
  countConversation(buyerId: string): Promise<void>;
}

/** The chats' limits on the sign-in counters' store: Redis shared by every process when configured, else the database. */
export function chatRateLimits(store: CounterStore, limits: ChatLimits, now: () => Date): ChatRateLimits {
  return {
    async countMessage(sender) {
      const keys =
        'accountId' in sender
          ? [keyOf('messages', 'account', sender.accountId)]
          : [keyOf('messages', 'address', sender.address), keyOf('messages', 'support', sender.supportTokenHash)];
      const at = now().getTime();
      const counted = await store.change(keys, at, (states) => countOne(states, limits.messagesPerMinute, MINUTE_MS, at));
      if (!counted.allowed) throw chatErrors.messageRate(secondsOf(counted.retryAfterMs));
    },
    async countConversation(buyerId) {
      const at = now().getTime();
      const counted = await store.change([keyOf('conversations', buyerId)], at, (states) =>
        countOne(states, limits.conversationsPerHour, HOUR_MS, at),
      );
      if (!counted.allowed) throw chatErrors.conversationRate(secondsOf(counted.retryAfterMs));
    },
  };
}
