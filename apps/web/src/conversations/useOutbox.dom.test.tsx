import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@marketplace/contract';
import { ApiError, CLIENT_ERROR_CODES } from '../api/ApiError.ts';
import type { OutgoingMessage } from './outbox.ts';
import { useOutbox } from './useOutbox.ts';

const stored: ChatMessage[] = [];

function renderOutbox(post: (entry: OutgoingMessage) => Promise<unknown>, options: { keep?: boolean; ready?: boolean } = {}) {
  return renderHook(
    ({ ready }: { ready?: boolean }) =>
      useOutbox({ chatId: 'chat-1', sender: 'user', stored, post, unknownRefusal: 'CHAT_FORBIDDEN', keep: options.keep, ready }),
    { initialProps: { ready: options.ready } },
  );
}

const networkDown = () => new ApiError(CLIENT_ERROR_CODES.NETWORK, 'Failed to fetch', 0);

describe('the outbox of a chat', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('sends a message again with the client id it was written with, and a new message with another', async () => {
    const post = vi
      .fn<(entry: OutgoingMessage) => Promise<unknown>>()
      // The server stored it, but the answer never came back (the connection or the server dropped).
      .mockRejectedValueOnce(networkDown())
      .mockResolvedValue(undefined);
    const { result } = renderOutbox(post);

    act(() => result.current.submit('Bu kəlağayını bənövşəyi rəngdə toxuya bilərsinizmi?'));
    await waitFor(() => expect(result.current.outgoing.map((message) => message.delivery)).toEqual(['failed']));
    const failed = result.current.outgoing[0]!;
    act(() => result.current.retry(failed));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.outgoing).toEqual([]));

    const [tried, retried] = post.mock.calls.map(([entry]) => entry);
    expect(tried!.clientId).toMatch(/^[0-9a-f]{32}$/);
    expect(retried!.clientId).toBe(tried!.clientId);
    expect(retried!.message.text).toBe('Bu kəlağayını bənövşəyi rəngdə toxuya bilərsinizmi?');

    act(() => result.current.submit('Neçə günə hazır olar?'));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(3));
    expect(post.mock.calls[2]![0].clientId).toMatch(/^[0-9a-f]{32}$/);
    expect(post.mock.calls[2]![0].clientId).not.toBe(tried!.clientId);
  });

  it('sends what was not stored again after a reload of the tab, once the history is in, with the same client ids', async () => {
    const before = vi.fn<(entry: OutgoingMessage) => Promise<unknown>>().mockRejectedValue(networkDown());
    const page = renderOutbox(before, { keep: true });
    act(() => page.result.current.submit('Birinci sual'));
    await waitFor(() => expect(page.result.current.outgoing.map((message) => message.delivery)).toEqual(['failed']));
    act(() => page.result.current.submit('İkinci sual'));
    await waitFor(() => expect(page.result.current.outgoing.map((message) => message.delivery)).toEqual(['failed', 'failed']));
    const written = before.mock.calls.map(([entry]) => [entry.message.text, entry.clientId]);
    page.unmount();

    // The reload: a new page, whose history loads after it mounts.
    const after = vi.fn<(entry: OutgoingMessage) => Promise<unknown>>().mockResolvedValue(undefined);
    const reloaded = renderOutbox(after, { keep: true, ready: false });
    expect(after).not.toHaveBeenCalled();
    reloaded.rerender({ ready: true });
    await waitFor(() => expect(after).toHaveBeenCalledTimes(2));
    expect(after.mock.calls.map(([entry]) => [entry.message.text, entry.clientId])).toEqual(written);
    await waitFor(() => expect(reloaded.result.current.outgoing).toEqual([]));
    expect(sessionStorage.length).toBe(0);
    reloaded.unmount();

    // Nothing is sent again once stored.
    const third = vi.fn<(entry: OutgoingMessage) => Promise<unknown>>().mockResolvedValue(undefined);
    renderOutbox(third, { keep: true });
    await act(async () => undefined);
    expect(third).not.toHaveBeenCalled();
  });

  it('keeps nothing when not asked to (a send without client ids)', async () => {
    const post = vi.fn<(entry: OutgoingMessage) => Promise<unknown>>().mockRejectedValue(networkDown());
    const { result } = renderOutbox(post);
    act(() => result.current.submit('Cavab'));
    await waitFor(() => expect(result.current.outgoing.map((message) => message.delivery)).toEqual(['failed']));
    expect(sessionStorage.length).toBe(0);
  });
});
