import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, type HelpRequest, type PublicConfig } from '@marketplace/contract';
import { createBundledI18n } from '@marketplace/design-system';
import { closeDataLayerPage, openDataLayerPage } from '../data/dataLayerTestPage.tsx';
import { OrderHelpRequests } from './OrderHelpRequests.tsx';

const CONFIG = { apiUrl: 'https://api.example.az', siteUrl: 'https://bazar.example.az' } as PublicConfig;
const ORDER = { orderId: 'o-100042', number: 100042, status: 'SHIPPED' as const };

/** The server's side of one order's help requests, as the help calls answer them. */
let requests: HelpRequest[] = [];
let opened: unknown[] = [];

function json(body: unknown, code = 200): Response {
  return new Response(JSON.stringify(body), { status: code, headers: { 'content-type': 'application/json' } });
}

function requestOf(body: { reason: HelpRequest['reason']; text: string }): HelpRequest {
  return {
    requestId: 'h-1',
    orderId: ORDER.orderId,
    orderNumber: ORDER.number,
    orderStatus: ORDER.status,
    storeId: 's-1',
    storeName: 'Saxsı Emalatxanası',
    buyerName: 'Aygün Məmmədova',
    reason: body.reason,
    text: body.text,
    status: 'OPEN',
    chat: { chatId: 'c-1', itemId: 'i-1', productName: 'Saxsı küp' },
    openedAt: '2026-11-29T10:00:00Z',
    escalatableAt: '2026-12-01T10:00:00Z',
    resolvedAt: null,
    escalatedAt: null,
    closedAt: null,
    outcome: null,
    actions: [],
  };
}

async function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input));
  switch (url.pathname) {
    case API_PATHS.help.getOrderHelpRequests:
      return json({ requests });
    case API_PATHS.help.openHelpRequest: {
      const body = JSON.parse(String(init?.body)) as { orderId: string; reason: HelpRequest['reason']; text: string };
      opened.push(body);
      if (requests.length > 0)
        return json({ error: { code: 'HELP_REQUEST_ALREADY_OPEN', message: 'Already open.', requestId: 'h-1' } }, 409);
      requests = [requestOf(body)];
      return json(requests[0]);
    }
    default:
      return json({ error: { code: 'NOT_FOUND', message: 'No such path.' } }, 404);
  }
}

let client: QueryClient;

function renderHelp() {
  return render(
    <I18nextProvider i18n={createBundledI18n('en')}>
      <QueryClientProvider client={client}>
        <OrderHelpRequests order={ORDER} viewer="buyer" />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe("the buyer's help with an order", () => {
  beforeEach(() => {
    requests = [];
    opened = [];
    client = openDataLayerPage(CONFIG, fakeApi);
  });
  afterEach(() => closeDataLayerPage(client));

  it('opens a request from the order page and then shows it with the way to the conversation', async () => {
    renderHelp();
    fireEvent.click(await screen.findByRole('button', { name: 'Get help with this order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get help with order № 100042' });
    // A shipped order: only "not received" fits, so it is chosen already.
    expect(within(dialog).getByLabelText(/What happened/)).toHaveProperty('value', 'NOT_RECEIVED');
    fireEvent.change(within(dialog).getByLabelText(/Describe the problem/), {
      target: { value: 'The parcel has been on its way for ten days.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));

    const card = await screen.findByRole('article', { name: 'Order not received' });
    expect(opened).toEqual([
      { orderId: ORDER.orderId, reason: 'NOT_RECEIVED', text: 'The parcel has been on its way for ten days.' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(card).toHaveTextContent('Waiting for the store');
    expect(within(card).getByRole('link', { name: 'Open the conversation' }).getAttribute('href')).toContain('#chatBox');
    // One request at a time: no second "Get help" while this one is in progress.
    expect(screen.queryByRole('button', { name: 'Get help with this order' })).toBeNull();
  });

  it('offers nothing on an order no reason fits and with no requests', async () => {
    render(
      <I18nextProvider i18n={createBundledI18n('en')}>
        <QueryClientProvider client={client}>
          <OrderHelpRequests order={{ ...ORDER, status: 'PLACED' }} viewer="buyer" />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.queryByRole('button', { name: 'Get help with this order' })).toBeNull();
  });
});
