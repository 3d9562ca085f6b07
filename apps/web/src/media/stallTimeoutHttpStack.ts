import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';

export class RequestStalledError extends Error {
  override readonly name = 'RequestStalledError';
}

/**
 * Wraps tus-js-client's HTTP stack so that a request which shows no progress (no bytes sent,
 * no answer) for `stallMs` is aborted and fails like a lost connection, which the upload's
 * retry rules then repeat. Progress, not total time, is what counts: a large chunk on a slow
 * but working link is never cut.
 */
export function withStallTimeout(inner: HttpStack, stallMs: number): HttpStack {
  return {
    getName: () => `${inner.getName()}+stallTimeout`,
    createRequest: (method, url) => new StallGuardedRequest(inner.createRequest(method, url), stallMs),
  };
}

class StallGuardedRequest implements HttpRequest {
  private onProgress: ((bytesSent: number) => void) | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private rejectStalled: ((error: Error) => void) | null = null;
  private settled = false;

  constructor(
    private readonly inner: HttpRequest,
    private readonly stallMs: number,
  ) {
    inner.setProgressHandler((bytesSent) => {
      this.arm();
      this.onProgress?.(bytesSent);
    });
  }

  getMethod = () => this.inner.getMethod();
  getURL = () => this.inner.getURL();
  setHeader = (header: string, value: string) => this.inner.setHeader(header, value);
  getHeader = (header: string) => this.inner.getHeader(header);
  getUnderlyingObject = (): unknown => this.inner.getUnderlyingObject();

  setProgressHandler(handler: (bytesSent: number) => void): void {
    this.onProgress = handler;
  }

  send(body: unknown): Promise<HttpResponse> {
    const stalled = new Promise<never>((_resolve, reject) => {
      this.rejectStalled = reject;
    });
    this.arm();
    return Promise.race([this.inner.send(body), stalled]).finally(() => {
      this.settled = true;
      this.disarm();
    });
  }

  abort(): Promise<void> {
    this.settled = true;
    this.disarm();
    return this.inner.abort();
  }

  private arm(): void {
    if (this.settled) return;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.inner.abort();
      this.rejectStalled?.(new RequestStalledError(`no progress for ${this.stallMs} ms`));
    }, this.stallMs);
  }

  private disarm(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
