import type { Redis } from 'ioredis';
import { authErrors } from './auth-errors.ts';
import type { CounterStore, CounterWrite } from './counter-store.ts';
import { liveState, type CounterState } from './throttle.ts';

const PREFIX = 'auth-attempts:';
const MAX_CONFLICTS = 20;

/**
 * Compare-and-set over several keys: writes only if every key still holds what was read
 * (ARGV[1..n]); then each key gets ARGV[n+2i-1] ('' leave, '-' delete, else the value) for ARGV[n+2i] ms.
 */
const COMPARE_AND_SET = `
local n = #KEYS
for i = 1, n do
  if (redis.call('GET', KEYS[i]) or '') ~= ARGV[i] then return 0 end
end
for i = 1, n do
  local value = ARGV[n + 2 * i - 1]
  if value == '-' then
    redis.call('DEL', KEYS[i])
  elseif value ~= '' then
    redis.call('SET', KEYS[i], value, 'PX', ARGV[n + 2 * i])
  end
end
return 1`;

const encode = (state: CounterState) => `${state.count}:${state.lastAt}:${state.expiresAt}`;

function decode(raw: string | null): CounterState | undefined {
  const [count, lastAt, expiresAt] = (raw ?? '').split(':').map(Number);
  if (count === undefined || lastAt === undefined || expiresAt === undefined || [count, lastAt, expiresAt].some(Number.isNaN)) {
    return undefined;
  }
  return { count, lastAt, expiresAt };
}

function encodeWrite(write: CounterWrite, now: number): [string, string] {
  if (write === undefined) return ['', '0'];
  if (write === null) return ['-', '0'];
  return [encode(write), String(Math.max(1, write.expiresAt - now))];
}

/** Counters shared by every instance; optimistic: read, decide, compare-and-set, again on a conflict. */
export function redisCounterStore(redis: Redis): CounterStore {
  return {
    async change(keys, now, decide) {
      const names = keys.map((key) => PREFIX + key);
      for (let attempt = 0; attempt < MAX_CONFLICTS; attempt++) {
        const raw = await redis.mget(...names);
        const { result, writes } = decide(raw.map((value) => liveState(decode(value), now)));
        if (writes.every((write) => write === undefined)) return result;
        const args = [...raw.map((value) => value ?? ''), ...names.flatMap((_, index) => encodeWrite(writes[index], now))];
        const written = await redis.eval(COMPARE_AND_SET, names.length, ...names, ...args);
        if (written === 1) return result;
      }
      // Only a burst at one identifier gets here; the others' attempts are counted meanwhile.
      throw authErrors.rateLimited(1);
    },
  };
}
