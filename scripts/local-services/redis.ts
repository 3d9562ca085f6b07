// The local Redis that servers of one run share (rate-limit counters, upload locks, the live channel).
import { connect } from 'node:net';

export const REDIS_URL = process.env.LOCAL_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Resolves once something accepts connections at REDIS_URL; rejects with a clear message otherwise. */
export function assertRedisAnswers(): Promise<void> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 2_000 });
    const fail = (why: string) => {
      socket.destroy();
      reject(new Error(`Redis does not answer at ${REDIS_URL}: ${why}`));
    };
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('timeout', () => fail('timed out'));
    socket.once('error', (error) => fail(error.message));
  });
}

export const redisAnswers = (): Promise<boolean> =>
  assertRedisAnswers().then(
    () => true,
    () => false,
  );
