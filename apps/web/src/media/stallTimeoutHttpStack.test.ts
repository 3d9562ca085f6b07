import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';
import { RequestStalledError, withStallTimeout } from './stallTimeoutHttpStack.ts';

/** A request the test drives by hand: progress, an answer, or nothing at all. */
class ManualRequest implements HttpRequest {
  progress: (bytesSent: number) => void = () => {};
  answer: (response: HttpResponse) => void = () => {};
  aborted = false;
  getMethod = () => 'PATCH';
  getURL = () => 'http://localhost/media/v1/upload/abc';
  setHeader = () => {};
  getHeader = () => undefined;
  getUnderlyingObject = () => null;
  setProgressHandler(handler: (bytesSent: number) => void) {
    this.progress = handler;
  }
  send() {
    return new Promise<HttpResponse>((resolve) => {
      this.answer = resolve;
    });
  }
  abort() {
    this.aborted = true;
    return Promise.resolve();
  }
}

const okResponse: HttpResponse = {
  getStatus: () => 204,
  getHeader: () => undefined,
  getBody: () => '',
  getUnderlyingObject: () => null,
};

function stackWith(request: ManualRequest): HttpStack {
  return { getName: () => 'manual', createRequest: () => request };
}

describe('withStallTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('aborts a request that shows no progress for the stall time', async () => {
    const inner = new ManualRequest();
    const request = withStallTimeout(stackWith(inner), 1000).createRequest('PATCH', inner.getURL());
    const sent = request.send(null);
    const outcome = expect(sent).rejects.toBeInstanceOf(RequestStalledError);
    await vi.advanceTimersByTimeAsync(1000);
    await outcome;
    expect(inner.aborted).toBe(true);
  });

  it('keeps a slow request alive while bytes keep moving, and reports its progress', async () => {
    const inner = new ManualRequest();
    const request = withStallTimeout(stackWith(inner), 1000).createRequest('PATCH', inner.getURL());
    const seen: number[] = [];
    request.setProgressHandler((bytes) => seen.push(bytes));
    const sent = request.send(null);
    for (let step = 1; step <= 5; step++) {
      await vi.advanceTimersByTimeAsync(900);
      inner.progress(step * 100);
    }
    inner.answer(okResponse);
    await expect(sent).resolves.toBe(okResponse);
    expect(seen).toEqual([100, 200, 300, 400, 500]);
    expect(inner.aborted).toBe(false);
  });

  it('does not fire after the answer arrived', async () => {
    const inner = new ManualRequest();
    const request = withStallTimeout(stackWith(inner), 1000).createRequest('PATCH', inner.getURL());
    const sent = request.send(null);
    inner.answer(okResponse);
    await sent;
    inner.progress(10);
    await vi.advanceTimersByTimeAsync(5000);
    expect(inner.aborted).toBe(false);
  });
});
