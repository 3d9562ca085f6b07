import WebSocket from 'ws';
import {
  CHAT_LIVE_PATH,
  type ChatMessage,
  type LiveClientFrame,
  type LiveServerFrame,
  type LiveTopic,
} from '@marketplace/contract';

export interface LiveTestClient {
  socket: WebSocket;
  /** Every frame received, in order. */
  frames: LiveServerFrame[];
  send(frame: LiveClientFrame | Record<string, unknown>): void;
  sendRaw(text: string): void;
  /** The first frame (from `from` on) matching, waiting for it. */
  next<T extends LiveServerFrame['type']>(
    type: T,
    match?: (frame: Extract<LiveServerFrame, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<LiveServerFrame, { type: T }>>;
  /** hello, then waits for `ready`. */
  hello(token?: string): Promise<Extract<LiveServerFrame, { type: 'ready' }>>;
  /** subscribe, then waits for `subscribed` or `refused`. */
  subscribe(id: string, topic: LiveTopic): Promise<Extract<LiveServerFrame, { type: 'subscribed' | 'refused' }>>;
  /** The messages of a subscription, in the order received. */
  messages(id: string): ChatMessage[];
  /** Resolves with the close code once the server closes (or the socket drops). */
  closed: Promise<number>;
  close(): Promise<void>;
}

/** A page of the shopper site, as browsers send it. */
export const SHOPPER_ORIGIN = 'http://localhost:3000';

/** A Node client of the live channel (the `ws` package), as a page would use it. */
export async function openLive(
  baseUrl: string,
  options: { origin?: string; host?: string; from?: string } = {},
): Promise<LiveTestClient> {
  const origin = 'origin' in options ? options.origin : SHOPPER_ORIGIN;
  const url = `${baseUrl.replace(/^http/, 'ws')}${CHAT_LIVE_PATH}`;
  const headers: Record<string, string> = {};
  if (options.host) headers.host = options.host;
  // `from`: the client's own address (every 127.x.y.z reaches the server, each as a distinct client).
  const socket = new WebSocket(url, { origin, headers, ...(options.from ? { localAddress: options.from } : {}) });
  const frames: LiveServerFrame[] = [];
  const waiters = new Set<() => void>();
  let closeCode: number | undefined;
  const closed = new Promise<number>((resolve) =>
    socket.on('close', (code) => {
      closeCode = code;
      resolve(code);
      for (const waiter of waiters) waiter();
    }),
  );
  socket.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as LiveServerFrame);
    for (const waiter of waiters) waiter();
  });
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });

  const waitFor = (wanted: (frame: LiveServerFrame) => boolean, what: string, timeoutMs: number) =>
    new Promise<LiveServerFrame>((resolve, reject) => {
      const check = () => {
        const found = frames.find(wanted);
        if (found) {
          done();
          resolve(found);
        } else if (closeCode !== undefined) {
          done();
          reject(new Error(`closed (${closeCode}) before a ${what} frame`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no ${what} frame within ${timeoutMs} ms; got ${JSON.stringify(frames.slice(-5))}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  const next: LiveTestClient['next'] = async (type, match, timeoutMs = 10_000) =>
    (await waitFor((frame) => frame.type === type && (!match || match(frame as never)), type, timeoutMs)) as never;

  const send = (frame: LiveClientFrame | Record<string, unknown>) => socket.send(JSON.stringify(frame));
  return {
    socket,
    frames,
    send,
    sendRaw: (text) => socket.send(text),
    next,
    hello: async (token) => {
      send(token === undefined ? { type: 'hello' } : { type: 'hello', token });
      return next('ready');
    },
    subscribe: async (id, topic) => {
      frames.splice(
        0,
        frames.length,
        ...frames.filter((frame) => !((frame.type === 'subscribed' || frame.type === 'refused') && frame.id === id)),
      );
      send({ type: 'subscribe', id, topic });
      const answered = (frame: LiveServerFrame) => (frame.type === 'subscribed' || frame.type === 'refused') && frame.id === id;
      return (await waitFor(answered, `subscribed ${id}`, 10_000)) as never;
    },
    messages: (id) => frames.flatMap((frame) => (frame.type === 'message' && frame.id === id ? [frame.message] : [])),
    closed,
    close: async () => {
      if (socket.readyState === WebSocket.CLOSED) return;
      socket.close(1000);
      await closed;
    },
  };
}
