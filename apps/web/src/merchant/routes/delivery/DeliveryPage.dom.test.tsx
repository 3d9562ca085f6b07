import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, DEFAULT_DELIVERY_OPTIONS, type DeliveryOptions, type PublicConfig } from '@marketplace/contract';
import { Toaster, createBundledI18n } from '@marketplace/design-system';
import { closeDataLayerPage, openDataLayerPage } from '../../../data/dataLayerTestPage.tsx';
import { DeliveryPage } from './DeliveryPage.tsx';

/** What typing leaves in a field: its whole new value, as one change. */
const typeInto = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

const CONFIG = { apiUrl: 'https://api.example.az', siteUrl: 'https://bazar.example.az' } as PublicConfig;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as the page meets it: what a read answers, and each save's answer in turn. */
let readAnswers: Response[];
let saveAnswers: Array<(body: DeliveryOptions) => Response>;
const saved: DeliveryOptions[] = [];

async function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input));
  if (url.pathname === API_PATHS.order.getDeliveryOptions) return readAnswers.shift() ?? json(DEFAULT_DELIVERY_OPTIONS);
  if (url.pathname === API_PATHS.order.updateDeliveryOptions) {
    const body = JSON.parse(String(init?.body)) as DeliveryOptions;
    saved.push(body);
    return (saveAnswers.shift() ?? ((sent: DeliveryOptions) => json(sent)))(body);
  }
  return json({ error: { code: 'NOT_FOUND', message: 'No such call' } }, 404);
}

let client: QueryClient;

function renderPage() {
  render(
    <I18nextProvider i18n={createBundledI18n('az')}>
      <QueryClientProvider client={client}>
        <DeliveryPage />
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the delivery page', () => {
  beforeEach(() => {
    readAnswers = [];
    saveAnswers = [];
    saved.length = 0;
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

  it('shows the saved options, puts a refusal on its field and announces a save', async () => {
    saveAnswers = [
      () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'The delivery options are not valid.',
              fields: { 'zones.0.feeQepik': 'Too big' },
            },
          },
          400,
        ),
    ];
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Çatdırılma seçimləri yüklənir…');
    const baku = within(await screen.findByRole('group', { name: /^Bakı/ }));
    const fee = baku.getByLabelText('Çatdırılma haqqı');
    expect(fee).toHaveValue('5,00');

    typeInto(fee, '999');
    fireEvent.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    await waitFor(() => expect(fee).toHaveAttribute('aria-invalid', 'true'));
    expect(fee).toHaveAccessibleDescription(expect.stringContaining('Məbləği manatla yazın'));
    expect(saved[0]?.zones[0]?.feeQepik).toBe(99_900);

    typeInto(fee, '7,5');
    fireEvent.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    expect(await screen.findByText('Çatdırılma seçimləri yadda saxlanıldı.')).toBeInTheDocument();
    expect(saved[1]).toEqual({
      ...DEFAULT_DELIVERY_OPTIONS,
      zones: [{ zoneId: 'baku', kind: 'BAKU', cities: [], feeQepik: 750, days: 2 }],
    });
    expect(fee).not.toHaveAttribute('aria-invalid');
  });

  it('says when the options cannot be read, and reads them again on request', async () => {
    readAnswers = [json({ error: { code: 'FORBIDDEN', message: 'Not a seller' } }, 403)];
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Yenidən cəhd et' }));
    expect(await screen.findByRole('form', { name: 'Çatdırılma seçimləri' })).toBeInTheDocument();
  });
});
