import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { emptyCatalogueReads, type ShopperApi } from '@marketplace/contract';
import { ApiError } from './ApiError.ts';
import { isTryAgainShortly, withTryAgainShortly } from './tryAgainShortly.ts';

const api = (itemById: ShopperApi['itemById']): ShopperApi => ({
  ...emptyCatalogueReads,
  health: async () => ({ ok: true }),
  itemById,
});

describe('a failure that clears by itself', () => {
  it('is any 503: the database or the server unavailable, from the browser client or the server', () => {
    expect(isTryAgainShortly(new ApiError('DATABASE_UNAVAILABLE', 'x', 503))).toBe(true);
    expect(isTryAgainShortly(new ApiError('SERVER_BUSY', 'x', 503))).toBe(true);
    // A proxy's own 503 page, without our error body.
    expect(isTryAgainShortly(new ApiError('UNEXPECTED_RESPONSE', 'x', 503))).toBe(true);
    expect(isTryAgainShortly(Object.assign(new Error('x'), { code: 'DATABASE_UNAVAILABLE', statusCode: 503 }))).toBe(true);
    expect(isTryAgainShortly(new ApiError('INTERNAL', 'x', 500))).toBe(false);
    expect(isTryAgainShortly(new ApiError('NETWORK_ERROR', 'x', 0))).toBe(false);
    expect(isTryAgainShortly(new TypeError('a bug'))).toBe(false);
  });

  it('reaches a loader as a 503 route error; any other failure as it was', async () => {
    const down = withTryAgainShortly(api(() => Promise.reject(new ApiError('DATABASE_UNAVAILABLE', 'x', 503))));
    const thrown: unknown = await down.itemById('a').catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 503 } });

    const bug = new TypeError('a bug');
    const broken = withTryAgainShortly(api(() => Promise.reject(bug)));
    await expect(broken.itemById('a')).rejects.toBe(bug);
    expect(isRouteErrorResponse(bug)).toBe(false);
  });
});
