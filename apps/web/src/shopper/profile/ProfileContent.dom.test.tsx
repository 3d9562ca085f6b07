import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, type ClientInfo, type PublicConfig, type UpdateAccountRequest } from '@marketplace/contract';
import { createBundledI18n } from '@marketplace/design-system';
import { clientInfoOf } from '../../data/clientInfoTestData.ts';
import { closeDataLayerPage, openDataLayerPage } from '../../data/dataLayerTestPage.tsx';
import { shopperQueryClient } from '../../data/shopperQueryClient.ts';
import ProfileContent from './ProfileContent.tsx';

// The conversations below the form are another feature's, with tests of their own.
vi.mock('./BuyerConversations.tsx', () => ({ BuyerConversations: () => null }));

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

describe("the buyer's profile", () => {
  beforeEach(() => {
    account = clientInfoOf({ language: 'ru' });
    updates.length = 0;
    // The page reads through the site's own client (cleared after each test), not the helper's.
    openDataLayerPage(CONFIG, fakeApi);
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
  afterEach(() => {
    closeDataLayerPage(shopperQueryClient);
  });

  it("shows the account's language and sends a change of it alone", async () => {
    render(
      <I18nextProvider i18n={createBundledI18n('en')}>
        <ProfileContent />
      </I18nextProvider>,
    );
    const language = await screen.findByRole('combobox', { name: 'Language of notifications and e-mails' });
    expect(language).toHaveValue('ru');

    fireEvent.change(language, { target: { value: 'en' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    expect(updates).toEqual([{ editedValues: { language: 'en' } }]);
    await waitFor(() => expect(language).toHaveValue('en'));
  });
});
