import type { AccountType, LiveTopic } from '@marketplace/contract';
import type { LiveViewer } from './live-events.ts';

/** The signed-in account of a connection, as the bell's count needs it. */
export interface LiveAccount {
  id: string;
  type: AccountType;
  createdAt: Date;
}

/** What the hub needs of a connection: who is on it, and a way to send it a frame. */
export interface LiveClient {
  /** Null for a guest. */
  readonly account: LiveAccount | null;
  readonly viewer: LiveViewer;
  /** The session token it said hello with (null: a guest). */
  readonly token: string | null;
  /** Sends a frame (JSON text); dropped when the socket is gone. */
  send(frame: string): void;
  /** Says the subscription is refused (with its code) and forgets it. */
  refuse(subscription: LiveSubscription, code: string): void;
  close(code: number, reason: string): void;
}

/** One `subscribe` of a connection, from its authorisation until it is unsubscribed or the socket closes. */
export interface LiveSubscription {
  readonly id: string;
  readonly topic: LiveTopic;
  readonly client: LiveClient;
  /** Chat and support topics: the chat it follows, once authorised. */
  chatId: string | null;
  /** The last message id sent on this subscription (null: none yet, the chat was empty). */
  cursor: string | null;
  /** Caught up: live messages go out to it. */
  active: boolean;
  /** Unsubscribed or closed: nothing more is sent. */
  ended: boolean;
}

export function newSubscription(client: LiveClient, id: string, topic: LiveTopic): LiveSubscription {
  return { id, topic, client, chatId: null, cursor: null, active: false, ended: false };
}
