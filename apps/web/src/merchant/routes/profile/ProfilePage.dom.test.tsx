import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TYPE, API_PATHS, type ClientInfo, type PublicConfig, type UpdateAccountRequest } from '@marketplace/contract';
import { Toaster, createBundledI18n } from '@marketplace/design-system';
import { clientInfoOf } from '../../../data/clientInfoTestData.ts';
import { closeDataLayerPage, openDataLayerPage } from '../../../data/dataLayerTestPage.tsx';
import { ProfilePage } from './ProfilePage.tsx';

const CONFIG = { apiUrl: 'https://api.example.az', siteUrl: 'https://bazar.example.az' } as PublicConfig;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The account as the fake API keeps it, and every updateAccount request it received. */
let account: ClientInfo;
const updates: UpdateAccountRequest[] = [];

async function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const path = new URL(String(input)).pathname;
  if (path === API_PATHS.auth.getClientInfo) return json(account);
  if (path === API_PATHS.auth.updateAccount) {
    const request = JSON.parse(String(init?.body)) as UpdateAccountRequest;
    updates.push(request);
    account = { ...account, ...request.editedValues } as ClientInfo;
    return json(account);
  }
  return json({ error: { code: 'NOT_FOUND', message: 'No such call' } }, 404);
}

let client: QueryClient;

describe("the seller's store profile page", () => {
  beforeEach(() => {
    account = clientInfoOf({
      id: 'store-1',
      type: ACCOUNT_TYPE.MERCHANT,
      email: 'salam@narkeramika.az',
      companyName: 'Nar Keramika',
      language: 'tr',
    });
    updates.length = 0;
    client = openDataLayerPage(CONFIG, fakeApi);
    // jsdom has no ResizeObserver; Radix's checkbox measures itself with one.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => closeDataLayerPage(client));

  it("shows the account's language and sends a change of it alone", async () => {
    render(
      <I18nextProvider i18n={createBundledI18n('en')}>
        <QueryClientProvider client={client}>
          <ProfilePage />
          <Toaster />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const language = await screen.findByRole('combobox', { name: 'Language of notifications and e-mails' });
    expect(language).toHaveValue('tr');
    expect(screen.getByLabelText('Store name')).toHaveValue('Nar Keramika');

    fireEvent.change(language, { target: { value: 'en' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Store profile saved.')).toBeInTheDocument();
    expect(updates).toEqual([{ editedValues: { language: 'en' } }]);
    expect(language).toHaveValue('en');
  });
});
