import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@marketplace/contract';
import { ApiError, CLIENT_ERROR_CODES } from '../api/ApiError.ts';
import type { OutgoingMessage } from './outbox.ts';
import { useOutbox } from './useOutbox.ts';

const stored: ChatMessage[] = [];

function renderOutbox(post: (entry: OutgoingMessage) => Promise<unknown>) {
  return renderHook(() => useOutbox({ chatId: 'chat-1', sender: 'user', stored, post, unknownRefusal: 'CHAT_FORBIDDEN' }));
}

describe('the outbox of a chat', () => {
  afterEach(cleanup);

  it('sends a message again with the client id it was written with, and a new message with another', async () => {
    const post = vi
      .fn<(entry: OutgoingMessage) => Promise<unknown>>()
      // The server stored it, but the answer never came back (the connection or the server dropped).
      .mockRejectedValueOnce(new ApiError(CLIENT_ERROR_CODES.NETWORK, 'Failed to fetch', 0))
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
});
