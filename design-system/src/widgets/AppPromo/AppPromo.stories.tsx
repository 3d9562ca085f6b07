import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor } from 'storybook/test';
import { APP_POPUP_DELAY_MS, APP_POPUP_DISMISS_MEMORY_MS } from '@marketplace/contract';
import { APP_POPUP_DISMISSED_KEY } from '../../rules/appPopup.ts';
import { AppBottomBanner } from './AppBottomBanner.tsx';
import { AppPromoPopup } from './AppPromoPopup.tsx';
import type { KeyValueStore } from './storage.ts';
import { useAppPopup } from './useAppPopup.ts';
import { useSessionDismissal } from './useSessionDismissal.ts';
import { SupportButton, WelcomeBubble } from '../SupportButton/index.ts';

const t = (key: string) => getI18n().t(key);
const STORES = {
  appStoreUrl: 'https://apps.apple.com/app/id1',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=az.hediyye',
};

function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const data = { ...initial };
  return { getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

/** The popup as the site mounts it: its own timer and memory. */
function TimedPopup({ store, delayMs }: { store: KeyValueStore; delayMs?: number }) {
  const popup = useAppPopup({ store, delayMs });
  return <AppPromoPopup open={popup.open} onDismiss={popup.dismiss} {...STORES} />;
}

function SessionBanner({ store }: { store: KeyValueStore }) {
  const banner = useSessionDismissal({ store });
  return <AppBottomBanner open={banner.open} onDismiss={banner.dismiss} {...STORES} />;
}

const meta = {
  title: 'Widgets/AppPromo',
  component: AppPromoPopup,
  args: { open: true, onDismiss: fn(), ...STORES },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="min-h-[32rem] bg-paper p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AppPromoPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PopupOpen: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const dialog = canvas.getByRole('dialog', { name: t('frame.app.popupTitle') });
    await expect(dialog).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('frame.app.appStore') })).toHaveAttribute('href', STORES.appStoreUrl);
    await userEvent.click(canvas.getByRole('button', { name: t('frame.app.dismiss') }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const PopupClosesOnEscape: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const AppearsAfterDelay: Story = {
  name: 'Appears 2.5 s after load (real clock)',
  parameters: { freeze: { clock: false } },
  render: () => <TimedPopup store={memoryStore()} />,
  play: async ({ canvas, userEvent }) => {
    const shownAt = performance.now();
    await expect(canvas.queryByRole('dialog')).toBeNull();
    const dialog = await waitFor(() => canvas.getByRole('dialog'), { timeout: APP_POPUP_DELAY_MS * 2 });
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(APP_POPUP_DELAY_MS - 100);
    await userEvent.click(canvas.getByRole('button', { name: t('frame.app.dismiss') }));
    await expect(dialog).not.toBeInTheDocument();
  },
};

export const DismissedWithin24Hours: Story = {
  name: 'Dismissed 23 h ago: stays hidden',
  render: () => (
    <TimedPopup
      delayMs={0}
      store={memoryStore({ [APP_POPUP_DISMISSED_KEY]: String(Date.now() - APP_POPUP_DISMISS_MEMORY_MS + 60 * 60 * 1000) })}
    />
  ),
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

export const DismissedOver24HoursAgo: Story = {
  name: 'Dismissed 24 h ago: shows again',
  render: () => (
    <TimedPopup
      delayMs={0}
      store={memoryStore({ [APP_POPUP_DISMISSED_KEY]: String(Date.now() - APP_POPUP_DISMISS_MEMORY_MS) })}
    />
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('dialog')).toBeVisible());
  },
};

export const BottomBanner: Story = {
  render: () => <SessionBanner store={memoryStore()} />,
  play: async ({ canvas, userEvent }) => {
    const banner = await waitFor(() => canvas.getByRole('complementary', { name: t('frame.app.bannerLabel') }));
    await expect(banner).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('frame.app.dismissBanner') }));
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

export const BottomBannerDismissedThisSession: Story = {
  render: () => <SessionBanner store={memoryStore({ app_banner_dismissed: '1' })} />,
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

export const MobilePopupAndBanner: Story = {
  name: 'Mobile (long az texts)',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <>
      <AppBottomBanner open onDismiss={fn()} {...STORES} />
      <AppPromoPopup {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The popup beside the support button and its welcome bubble, as a buyer page shows them. */
function PopupBesideSupport(args: { open: boolean; onDismiss: () => void; appStoreUrl: string; playStoreUrl: string }) {
  return (
    <>
      <AppPromoPopup {...args} />
      <SupportButton
        onClick={fn()}
        bubble={<WelcomeBubble onClose={fn()}>Salam! Sualınız var? Bizə yazın, kömək edək.</WelcomeBubble>}
      />
    </>
  );
}

async function expectClearOfSupport(canvasElement: HTMLElement) {
  const popup = canvasElement.ownerDocument.querySelector('[data-slot="app-promo-popup"]') as HTMLElement;
  const button = canvasElement.ownerDocument.querySelector('[data-slot="support-button"] button') as HTMLElement;
  const bubble = canvasElement.ownerDocument.querySelector('[data-slot="welcome-bubble"]') as HTMLElement;
  await expect(popup).toBeVisible();
  await expect(bubble).toBeVisible();
  await expect(overlaps(popup.getBoundingClientRect(), button.getBoundingClientRect())).toBe(false);
  await expect(overlaps(popup.getBoundingClientRect(), bubble.getBoundingClientRect())).toBe(false);
}

export const PopupClearOfSupportOnDesktop: Story = {
  name: 'On a desktop the popup leaves the support button and its welcome bubble uncovered',
  render: PopupBesideSupport,
  play: async ({ canvasElement }) => {
    await expectClearOfSupport(canvasElement);
  },
};

export const PopupClearOfSupportOnATablet: Story = {
  name: 'On a narrow tablet too',
  globals: { viewport: { value: 'tablet', isRotated: false } },
  render: PopupBesideSupport,
  play: async ({ canvasElement }) => {
    await expectClearOfSupport(canvasElement);
  },
};
