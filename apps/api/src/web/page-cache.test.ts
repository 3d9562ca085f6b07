import { describe, expect, it } from 'vitest';
import { cachePage } from './cached-page.ts';
import { PageCache } from './page-cache.ts';

const NONCE = 'k2B3WQx0d2VdH9sJbqQe5w==';
const policyFor = () => "script-src 'self'";
const pageOf = async (text: string) => (await cachePage(Buffer.from(`<p nonce="${NONCE}">${text}</p>`), NONCE, policyFor))!;

describe('PageCache', () => {
  it('keeps a finished render and hands it to those who waited for it', async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const done = cache.startFill('/a');
    const waiting = cache.inFlight('/a');
    const page = await pageOf('a');
    done(page);
    expect(await waiting).toBe(page);
    expect(cache.get('/a')).toBe(page);
    expect(cache.inFlight('/a')).toBeUndefined();
  });

  it('drops a render that a clear overtook, and everything kept', async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    cache.startFill('/kept')(await pageOf('kept'));
    const done = cache.startFill('/late');
    cache.clear();
    done(await pageOf('late'));
    expect(cache.get('/late')).toBeUndefined();
    expect(cache.get('/kept')).toBeUndefined();
  });

  it('lets the least recently read pages go when the budget is spent, and expired ones', async () => {
    const one = await pageOf('1');
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: one.bytes * 2 });
    cache.startFill('/1')(one);
    cache.startFill('/2')(await pageOf('2'));
    cache.get('/1');
    cache.startFill('/3')(await pageOf('3'));
    expect([cache.get('/1'), cache.get('/2'), cache.get('/3')].map(Boolean)).toEqual([true, false, true]);
    cache.resize(0);
    expect(cache.size).toBe(0);
    expect(cache.enabled).toBe(false);

    const expiring = new PageCache({ ttlMs: 0, maxBytes: 1_000_000 });
    expiring.startFill('/1')(one);
    expect(expiring.get('/1')).toBeUndefined();
  });
});
