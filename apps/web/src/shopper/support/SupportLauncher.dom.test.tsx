import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PUBLIC_CONFIG_ELEMENT_ID,
  SUPPORT_TOKEN_STORAGE_KEY,
  WELCOME_BUBBLE_DELAY_MS,
  type ChatMessage,
  type PublicConfig,
  type SupportHistory,
} from '@marketplace/contract';
import { createBundledI18n } from '@marketplace/design-system';
import { ApiError, CLIENT_ERROR_CODES } from '../../api/ApiError.ts';
import type { ChatAdapter, ChatWatchHandlers } from '../../chat/chatAdapter.ts';
import { setPageChatOpen } from './pageChat.ts';
import { SupportLauncher } from './SupportLauncher.tsx';

const TOKEN = 'sUpPoRtToKeN-0123456789abcdef';
const CONFIG = { apiUrl: 'https://api.example.az', siteUrl: 'https://bazar.example.az', chat: 'self' } as PublicConfig;

const i18n = createBundledI18n('az');
const t = (key: string) => i18n.t(key);

const message = (id: string, sender: 'user' | 'bot', text: string): ChatMessage => ({
  id,
  chatId: '4f7c0000-1111-4222-8333-444455556666',
  text,
  sender,
  date: new Date().toISOString(),
  attachments: [],
  masked: false,
});

/** The chat adapter as the page sees it, with the watch's handlers and every call kept. */
function fakeAdapter(history: SupportHistory = { messages: [], hasEarlier: false, status: 'open', staffLastReadId: null }) {
  const watches: { token: string; after: string | null; handlers: ChatWatchHandlers }[] = [];
  const support = {
    send: vi.fn(async (token: string | null, text: string, _clientId?: string) => ({
      supportToken: token ?? TOKEN,
      message: message('41', 'user', text),
    })),
    history: vi.fn(async () => history),
    watch: vi.fn((token: string, after: string | null, handlers: ChatWatchHandlers) => {
      watches.push({ token, after, handlers });
      return () => undefined;
    }),
    markRead: vi.fn(async () => undefined),
  };
  return { adapter: { support, customOrder: {} } as unknown as ChatAdapter, support, watches };
}

let fake = fakeAdapter();
vi.mock('../../chat/loadChatAdapter.ts', () => ({ loadChatAdapter: async () => fake.adapter }));

function renderLauncher() {
  return render(
    <I18nextProvider i18n={i18n}>
      <SupportLauncher whatsappHref="https://wa.me/994125550000" raised={false} mountedAt={Date.now()} />
    </I18nextProvider>,
  );
}

/** Lets the support chunks and the adapter arrive (dynamic imports settle outside the fake timers). */
async function chunksArrive() {
  await act(async () => {
    await import('./SupportFrame.tsx');
    await import('./LoadedSupportChat.tsx');
    for (let turn = 0; turn < 5; turn += 1) await new Promise<void>((resolve) => queueMicrotask(resolve));
  });
}

const bubble = () => document.querySelector('[data-slot="welcome-bubble"]');
const supportButton = () => screen.getByRole('button', { name: new RegExp(`^${t('chat.support.open')}`) });

describe('the support chat’s launcher', () => {
  beforeEach(() => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PUBLIC_CONFIG_ELEMENT_ID;
    block.textContent = JSON.stringify(CONFIG);
    document.head.append(block);
    fake = fakeAdapter();
  });
  afterEach(() => {
    cleanup();
    setPageChatOpen(false);
    vi.useRealTimers();
    document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove();
    localStorage.clear();
  });

  it('greets a visitor without a support token 5 s after load, and opening the chat clears the greeting', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    renderLauncher();
    await chunksArrive();
    act(() => vi.advanceTimersByTime(WELCOME_BUBBLE_DELAY_MS - 1));
    expect(bubble()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(bubble()).toHaveTextContent(t('chat.support.welcome'));

    fireEvent.click(supportButton());
    await chunksArrive();
    await act(async () => undefined);
    expect(screen.getByRole('region', { name: t('chat.support.title') })).toBeVisible();
    expect(bubble()).toBeNull();
    // Nothing is asked of the server before the first message.
    expect(fake.support.history).not.toHaveBeenCalled();
    expect(fake.support.watch).not.toHaveBeenCalled();
  });

  it('opens the chat once its code has arrived when the button was pressed before', async () => {
    renderLauncher();
    fireEvent.click(supportButton());
    await chunksArrive();
    await act(async () => undefined);
    const chat = await screen.findByRole('region', { name: t('chat.support.title') });
    expect(chat).toBeVisible();
    // The press that loaded the chat counts as opening it: focus moves into the message box.
    expect(within(chat).getByRole('textbox', { name: t('chat.composer.label') })).toHaveFocus();
  });

  it('keeps the first message’s token under support_token and follows the new chat from that message', async () => {
    renderLauncher();
    fireEvent.click(supportButton());
    await chunksArrive();
    const field = await screen.findByRole('textbox', { name: t('chat.composer.label') });
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(fake.support.send).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: 'Salam, sifarişim haqqında sualım var' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(localStorage.getItem(SUPPORT_TOKEN_STORAGE_KEY)).toBe(TOKEN));
    expect(fake.support.send).toHaveBeenCalledWith(
      null,
      'Salam, sifarişim haqqında sualım var',
      expect.stringMatching(/^[0-9a-f]{32}$/),
    );
    await waitFor(() => expect(fake.watches).toHaveLength(1));
    expect(fake.watches[0]).toMatchObject({ token: TOKEN, after: '41' });
    expect(screen.getByText('Salam, sifarişim haqqında sualım var')).toBeVisible();
  });

  it('sends a failed message again with the client id it was written with; the next message has its own', async () => {
    fake.support.send.mockRejectedValueOnce(new ApiError(CLIENT_ERROR_CODES.NETWORK, 'Failed to fetch', 0));
    renderLauncher();
    fireEvent.click(supportButton());
    await chunksArrive();
    const field = await screen.findByRole('textbox', { name: t('chat.composer.label') });
    fireEvent.change(field, { target: { value: 'Cavabı itən sual' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('button', { name: t('chat.message.retry') }));
    await waitFor(() => expect(localStorage.getItem(SUPPORT_TOKEN_STORAGE_KEY)).toBe(TOKEN));
    const [tried, retried] = fake.support.send.mock.calls;
    expect(tried).toEqual([null, 'Cavabı itən sual', expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(retried).toEqual(tried);

    fireEvent.change(field, { target: { value: 'Başqa sual' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(fake.support.send).toHaveBeenCalledTimes(3));
    const next = fake.support.send.mock.calls[2]!;
    expect(next.slice(0, 2)).toEqual([TOKEN, 'Başqa sual']);
    expect(next[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(next[2]).not.toBe(tried![2]);
  });

  it('never greets a visitor who has a support token; a reply while the chat is closed shows its start and the dot', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    localStorage.setItem(SUPPORT_TOKEN_STORAGE_KEY, TOKEN);
    localStorage.setItem('support_seen', '41');
    fake = fakeAdapter({
      messages: [message('41', 'user', 'Salam'), message('42', 'bot', 'Salam! Necə kömək edək?')],
      hasEarlier: false,
      status: 'open',
      staffLastReadId: '41',
    });
    renderLauncher();
    await chunksArrive();
    act(() => vi.advanceTimersByTime(WELCOME_BUBBLE_DELAY_MS * 2));
    expect(bubble()).toBeNull();
    vi.useRealTimers();
    await chunksArrive();
    // The closed chat watches from the newest message seen here.
    await waitFor(() => expect(fake.watches).toHaveLength(1));
    expect(fake.watches[0]).toMatchObject({ token: TOKEN, after: '41' });
    expect(fake.support.history).not.toHaveBeenCalled();

    act(() => fake.watches[0]!.handlers.onMessage(message('42', 'bot', 'Salam! Necə kömək edək?')));
    expect(bubble()).toHaveTextContent('Salam! Necə kömək edək?');
    expect(screen.getByRole('button', { name: t('chat.support.openUnread') })).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: t('chat.support.openUnread') }));
    await act(async () => undefined);
    await waitFor(() => expect(fake.support.markRead).toHaveBeenCalledWith(TOKEN, '42'));
    expect(localStorage.getItem('support_seen')).toBe('42');
    expect(bubble()).toBeNull();
    expect(screen.getByRole('button', { name: t('chat.support.open') })).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps clear of the page’s own chat panel: no greeting over it while it is open, and below lg it steps aside', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    renderLauncher();
    await chunksArrive();
    const launcher = () => document.querySelector('[data-slot="support-launcher"]');
    act(() => setPageChatOpen(true));
    act(() => vi.advanceTimersByTime(WELCOME_BUBBLE_DELAY_MS * 2));
    expect(bubble()).toBeNull();
    // Below lg the product page's chat panel fills the screen: the button is not left under it.
    expect(launcher()).toHaveClass('max-lg:hidden');
    // Once the panel closes, the greeting that was due shows.
    act(() => setPageChatOpen(false));
    expect(bubble()).toHaveTextContent(t('chat.support.welcome'));
    expect(launcher()).not.toHaveClass('max-lg:hidden');
  });

  it('holds back a reply’s bubble while the page’s own chat panel is open, keeping the dot', async () => {
    localStorage.setItem(SUPPORT_TOKEN_STORAGE_KEY, TOKEN);
    localStorage.setItem('support_seen', '41');
    renderLauncher();
    await chunksArrive();
    // A token holder's chat is fetched a moment after the page is interactive.
    await waitFor(() => expect(fake.watches).toHaveLength(1), { timeout: 3000 });
    act(() => setPageChatOpen(true));
    act(() => fake.watches[0]!.handlers.onMessage(message('42', 'bot', 'Salam! Necə kömək edək?')));
    expect(bubble()).toBeNull();
    expect(screen.getByRole('button', { name: t('chat.support.openUnread') })).toBeInTheDocument();
    act(() => setPageChatOpen(false));
    expect(bubble()).toHaveTextContent('Salam! Necə kömək edək?');
  });

  it('opens the chat on arriving by its address (?support, the e-mail’s link), and takes the marker out of the address', async () => {
    window.history.replaceState(null, '', '/category?name=xalca&support&id=7');
    try {
      renderLauncher();
      await chunksArrive();
      await act(async () => undefined);
      const chat = await screen.findByRole('region', { name: t('chat.support.title') });
      expect(within(chat).getByRole('textbox', { name: t('chat.composer.label') })).toHaveFocus();
      expect(`${window.location.pathname}${window.location.search}`).toBe('/category?name=xalca&id=7');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
