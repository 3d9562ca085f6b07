import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_POPUP_DELAY_MS, PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '@marketplace/contract';
import { createBundledI18n } from '@marketplace/design-system';
import { AppPromotions } from './AppPromotions.tsx';

const CONFIG: PublicConfig = {
  siteUrl: 'https://bazar.example.az',
  merchantUrl: 'https://satici.example.az',
  adminUrl: 'https://admin.example.az',
  apiUrl: 'https://api.example.az',
  appStoreUrl: 'https://apps.apple.com/app/bazar',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=az.bazar',
  whatsappNumber: '+994 12 555 00 00',
  chat: 'self',
  media: 'self',
};

const i18n = createBundledI18n('az');
const t = (key: string) => i18n.t(key);

function renderPromotions(path = '/') {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <AppPromotions />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** Lets the lazily imported popup and banner arrive (a dynamic import settles outside the fake timers). */
async function overlaysArrive() {
  await act(async () => {
    await import('./AppPromoOverlays.tsx');
    await new Promise<void>((resolve) => queueMicrotask(resolve));
  });
}

const popup = () => screen.queryByRole('dialog');
const banner = () => screen.queryByRole('complementary', { name: t('frame.app.bannerLabel') });
const supportButton = () => document.querySelector('[data-slot="support-button"]');

describe('AppPromotions', () => {
  beforeEach(() => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PUBLIC_CONFIG_ELEMENT_ID;
    block.textContent = JSON.stringify(CONFIG);
    document.head.append(block);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('shows the support button at once, then the banner, raising the button above it', async () => {
    renderPromotions();
    expect(screen.getByRole('button', { name: t('chat.support.open') })).toHaveAttribute('aria-expanded', 'false');
    expect(banner()).toBeNull();
    await overlaysArrive();
    expect(banner()).not.toBeNull();
    expect(supportButton()).toHaveAttribute('data-raised', 'true');
  });

  it('opens the popup 2.5 s after the frame mounted, however late its code arrives, and hides the banner meanwhile', async () => {
    renderPromotions();
    act(() => vi.advanceTimersByTime(1000));
    await overlaysArrive();
    act(() => vi.advanceTimersByTime(APP_POPUP_DELAY_MS - 1000 - 1));
    expect(popup()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(popup()).not.toBeNull();
    expect(banner()).toBeNull();
    expect(supportButton()).toHaveAttribute('data-raised', 'false');
  });

  it('keeps the popup away on the next page once dismissed', async () => {
    const first = renderPromotions();
    await overlaysArrive();
    act(() => vi.advanceTimersByTime(APP_POPUP_DELAY_MS));
    fireEvent.click(screen.getByRole('button', { name: t('frame.app.dismiss') }));
    expect(popup()).toBeNull();
    first.unmount();

    renderPromotions();
    await overlaysArrive();
    act(() => vi.advanceTimersByTime(10 * APP_POPUP_DELAY_MS));
    expect(popup()).toBeNull();
  });

  it('keeps the banner away for the rest of the session once dismissed', async () => {
    const first = renderPromotions();
    await overlaysArrive();
    fireEvent.click(screen.getByRole('button', { name: t('frame.app.dismissBanner') }));
    expect(banner()).toBeNull();
    expect(supportButton()).toHaveAttribute('data-raised', 'false');
    first.unmount();

    renderPromotions();
    await overlaysArrive();
    expect(banner()).toBeNull();
    expect(supportButton()).toHaveAttribute('data-raised', 'false');
  });

  it.each(['/speical/qr', '/special/qr'])(
    'shows neither the popup nor the banner to a guest on the QR upload page %s',
    async (path) => {
      renderPromotions(path);
      await overlaysArrive();
      act(() => vi.advanceTimersByTime(10 * APP_POPUP_DELAY_MS));
      expect(popup()).toBeNull();
      expect(banner()).toBeNull();
      expect(supportButton()).not.toBeNull();
      expect(supportButton()).toHaveAttribute('data-raised', 'false');
    },
  );
});
