import { afterEach, describe, expect, it, vi } from 'vitest';
import { followPaymentAction } from './followPaymentAction.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('followPaymentAction', () => {
  it('posts a gateway form with its fields, as a top-level form submission', () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    followPaymentAction({
      type: 'POST_FORM',
      url: 'https://epoint.example/api/1/checkout',
      fields: { data: 'eyJhbW91bnQiOjM0MH0=', signature: 'c2ln' },
    });
    expect(submitted).toHaveLength(1);
    const form = submitted[0]!;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://epoint.example/api/1/checkout');
    expect(Object.fromEntries(new FormData(form))).toEqual({ data: 'eyJhbW91bnQiOjM0MH0=', signature: 'c2ln' });
    expect(form.isConnected).toBe(true);
  });

  it('follows a redirect, and does nothing for NONE', () => {
    const assign = vi.fn();
    const doc = { defaultView: { location: { assign } } } as unknown as Document;
    followPaymentAction({ type: 'REDIRECT', url: '/test-gateway/s1' }, doc);
    expect(assign).toHaveBeenCalledWith('/test-gateway/s1');
    followPaymentAction({ type: 'NONE' }, doc);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
