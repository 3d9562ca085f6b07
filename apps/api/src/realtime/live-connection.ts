import WebSocket, { type RawData } from 'ws';
import { ERROR_CODES, LIVE_CLOSE, LIVE_SUBSCRIPTIONS_MAX, type LiveClientFrame } from '@marketplace/contract';
import { parseClientFrame } from './client-frames.ts';
import type { LiveViewer } from './live-events.ts';
import { frame } from './live-frames.ts';
import { newSubscription, type LiveAccount, type LiveClient, type LiveSubscription } from './live-subscription.ts';

export interface LiveLimits {
  /** The first frame must be `hello` within this time. */
  helloTimeoutMs: number;
  /** Frames a client may send per second on average… */
  framesPerSecond: number;
  /** …and at once (a reconnect says hello and subscribes everything again). */
  frameBurst: number;
  /** A client this far behind in reading is cut off: it reconnects and catches up. */
  maxBufferedBytes: number;
}

export const LIVE_LIMITS: LiveLimits = {
  helloTimeoutMs: 5_000,
  framesPerSecond: 10,
  frameBurst: LIVE_SUBSCRIPTIONS_MAX + 10,
  maxBufferedBytes: 1024 * 1024,
};

/** Close code of a failure on our side (a database read): the client reconnects and catches up. */
export const CLOSE_INTERNAL_ERROR = 1011;

/** What a connection asks of the hub. */
export interface ConnectionHost {
  /** The account of a live session token, or undefined. */
  authenticate(token: string): Promise<LiveAccount | undefined>;
  subscribe(subscription: LiveSubscription): void;
  unsubscribe(subscription: LiveSubscription): void;
  closed(connection: LiveConnection): void;
}

type State = 'hello' | 'authenticating' | 'ready' | 'closed';

/**
 * One browser page's socket: `hello` first (within a few seconds; a bad token closes 4401), then
 * subscriptions. Every frame is checked against the protocol (a bad one is answered with an
 * `error` frame, the connection stays); too many frames or subscriptions close it 4429.
 */
export class LiveConnection implements LiveClient {
  account: LiveAccount | null = null;
  viewer: LiveViewer = null;
  /** The session token it said hello with (null: a guest). */
  token: string | null = null;
  /** Answered the last heartbeat ping. */
  alive = true;
  readonly subscriptions = new Map<string, LiveSubscription>();
  private state: State = 'hello';
  /** Frames that came while the hello's token was being checked, handled once it is. */
  private readonly early: LiveClientFrame[] = [];
  private allowance: number;
  private refilledAt: number;
  private readonly helloTimer: NodeJS.Timeout;

  constructor(
    private readonly socket: WebSocket,
    private readonly host: ConnectionHost,
    private readonly limits: LiveLimits = LIVE_LIMITS,
  ) {
    this.allowance = limits.frameBurst;
    this.refilledAt = performance.now();
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('pong', () => {
      this.alive = true;
    });
    socket.on('close', () => this.ended());
    this.helloTimer = setTimeout(() => this.close(LIVE_CLOSE.UNAUTHORIZED, 'hello expected'), limits.helloTimeoutMs);
    this.helloTimer.unref();
  }

  get isReady(): boolean {
    return this.state === 'ready';
  }

  send(text: string): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount > this.limits.maxBufferedBytes) {
      this.socket.terminate();
      return;
    }
    this.socket.send(text);
  }

  close(code: number, reason: string): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    clearTimeout(this.helloTimer);
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING)
      this.socket.close(code, reason);
  }

  terminate(): void {
    this.socket.terminate();
  }

  /** Called by the hub's heartbeat: a socket that did not answer the previous ping is dropped. */
  heartbeat(): void {
    if (!this.alive) {
      this.socket.terminate();
      return;
    }
    this.alive = false;
    if (this.socket.readyState === WebSocket.OPEN) this.socket.ping();
  }

  /** The subscription was refused: says so with its code and forgets it. */
  refuse(subscription: LiveSubscription, code: string): void {
    if (subscription.ended) return;
    this.send(frame({ type: 'refused', id: subscription.id, code }));
    this.drop(subscription);
  }

  private receive(data: RawData, isBinary: boolean): void {
    if (this.state === 'closed') return;
    if (!this.takeFrameAllowance()) {
      this.close(LIVE_CLOSE.TOO_MANY, 'too many frames');
      return;
    }
    const parsed = parseClientFrame(data, isBinary);
    if (this.state === 'hello') {
      if (!parsed.ok || parsed.frame.type !== 'hello') this.close(LIVE_CLOSE.UNAUTHORIZED, 'hello expected');
      else void this.hello(parsed.frame.token);
      return;
    }
    if (!parsed.ok) {
      this.send(frame({ type: 'error', code: parsed.code, message: parsed.message }));
      return;
    }
    if (this.state === 'authenticating') this.early.push(parsed.frame);
    else this.handle(parsed.frame);
  }

  private takeFrameAllowance(): boolean {
    const now = performance.now();
    this.allowance = Math.min(
      this.limits.frameBurst,
      this.allowance + ((now - this.refilledAt) / 1000) * this.limits.framesPerSecond,
    );
    this.refilledAt = now;
    if (this.allowance < 1) return false;
    this.allowance -= 1;
    return true;
  }

  private async hello(token: string | undefined): Promise<void> {
    this.state = 'authenticating';
    clearTimeout(this.helloTimer);
    let account: LiveAccount | undefined;
    try {
      account = token === undefined ? undefined : await this.host.authenticate(token);
    } catch {
      this.close(CLOSE_INTERNAL_ERROR, 'try again');
      return;
    }
    if (this.state !== 'authenticating') return;
    if (token !== undefined && !account) {
      this.close(LIVE_CLOSE.UNAUTHORIZED, 'session ended');
      return;
    }
    this.token = token ?? null;
    this.account = account ?? null;
    this.viewer = account ? { accountId: account.id, accountType: account.type } : null;
    this.state = 'ready';
    this.send(frame({ type: 'ready', accountId: this.account?.id ?? null }));
    for (const early of this.early.splice(0)) {
      if (this.state !== 'ready') return;
      this.handle(early);
    }
  }

  private handle(clientFrame: LiveClientFrame): void {
    switch (clientFrame.type) {
      case 'hello':
        this.send(frame({ type: 'error', code: ERROR_CODES.VALIDATION_FAILED, message: 'hello was already said' }));
        return;
      case 'ping':
        this.send(frame({ type: 'pong' }));
        return;
      case 'unsubscribe': {
        const subscription = this.subscriptions.get(clientFrame.id);
        if (subscription) this.drop(subscription);
        return;
      }
      case 'subscribe': {
        const previous = this.subscriptions.get(clientFrame.id);
        if (previous) this.drop(previous);
        else if (this.subscriptions.size >= LIVE_SUBSCRIPTIONS_MAX) {
          this.close(LIVE_CLOSE.TOO_MANY, 'too many subscriptions');
          return;
        }
        const subscription = newSubscription(this, clientFrame.id, clientFrame.topic);
        this.subscriptions.set(subscription.id, subscription);
        this.host.subscribe(subscription);
        return;
      }
    }
  }

  private drop(subscription: LiveSubscription): void {
    subscription.ended = true;
    if (this.subscriptions.get(subscription.id) === subscription) this.subscriptions.delete(subscription.id);
    this.host.unsubscribe(subscription);
  }

  private ended(): void {
    this.state = 'closed';
    clearTimeout(this.helloTimer);
    for (const subscription of [...this.subscriptions.values()]) this.drop(subscription);
    this.host.closed(this);
  }
}
