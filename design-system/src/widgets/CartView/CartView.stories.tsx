import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import { CartView } from './CartView.tsx';
import { sampleCart } from './sampleCart.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const meta = {
  title: 'Widgets/CartView',
  component: CartView,
  parameters: { layout: 'fullscreen' },
  args: {
    state: { status: 'ready', cart: sampleCart },
    onQuantityChange: fn(),
    onRemove: fn(),
    itemHref: (line) => `/item?id=${line.itemId}`,
    storeHref: (store) => `/company?id=${store.storeId}`,
    shopHref: '/',
    checkoutHref: '/checkout',
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-5xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GroupedByStore: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const stores = canvas.getAllByRole('region');
    await expect(stores).toHaveLength(2);
    await expect(within(stores[0] as HTMLElement).getByRole('heading', { name: 'Xalça Evi Şəki' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-slot="store-total"]')[0]).toHaveTextContent('250,00 ₼');
    await expect(canvasElement.querySelector('[data-slot="cart-total"]')).toHaveTextContent('250,00 ₼');
    // Pocket fee (charged for each item, and said so), chosen attributes and the struck-through price of the discounted line.
    await expect(canvas.getByText('Hədiyyə qutusu (+2,50 ₼ hər ədədə)')).toBeVisible();
    await expect(canvas.getByText('Rəng: Mavi')).toBeVisible();
    await expect(canvasElement.querySelector('s')).toHaveTextContent('120,00 ₼');
    // The line no longer available is marked.
    await expect(canvas.getByText(t('cart.fewLeft', { count: 1 }))).toBeVisible();

    await userEvent.click(canvas.getAllByRole('button', { name: t('itemPage.quantity.increase') })[0] as HTMLElement);
    await expect(args.onQuantityChange).toHaveBeenCalledWith('l1', 3);
    await userEvent.click(canvas.getByRole('button', { name: `${t('cart.remove')} Kəlağayı, ipək` }));
    await expect(args.onRemove).toHaveBeenCalledWith('l2');
    // A line that cannot be bought now holds the checkout back, and the page says why.
    const checkout = canvas.getByRole('button', { name: t('cart.checkout') });
    await expect(checkout).toBeDisabled();
    await expect(checkout).toHaveAccessibleDescription(t('cart.checkoutBlocked'));
  },
};

export const ReadyForCheckout: Story = {
  args: {
    state: {
      status: 'ready',
      cart: {
        ...sampleCart,
        stores: sampleCart.stores.map((store) => ({
          ...store,
          lines: store.lines.map((line) => ({ ...line, available: true })),
        })),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: t('cart.checkout') })).toHaveAttribute('href', '/checkout');
    await expect(canvas.getByText(t('cart.deliveryNext'))).toBeVisible();
  },
};

export const BusyLine: Story = {
  args: { busyLineIds: new Set(['l1']), message: t('cart.changeFailed') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="cart-line"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('cart.changeFailed'));
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  args: { state: { status: 'ready', cart: { stores: [], total: 0, count: 0 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: t('cart.empty.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('cart.empty.action') })).toHaveAttribute('href', '/');
  },
};

export const LoadFailed: Story = {
  args: { state: { status: 'error', onRetry: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('cart.loadFailed.retry') }));
    if (args.state.status === 'error') await expect(args.state.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongAzerbaijani: Story = {
  args: {
    state: {
      status: 'ready',
      cart: {
        ...sampleCart,
        stores: [
          {
            ...sampleCart.stores[0]!,
            companyName: 'Şəki İpəkçilik və Kəlağayı Toxuculuğu Emalatxanası',
            lines: [
              {
                ...sampleCart.stores[0]!.lines[0]!,
                productName: 'Qarabağ üslubunda əl ilə toxunmuş qırmızı yun xalça, 200 × 300 sm',
              },
            ],
          },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const view = canvasElement.querySelector('[data-slot="cart-view"]') as HTMLElement;
    await expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth + 1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="cart-total"]')).toBeVisible();
  },
};

const engravedLine = {
  ...sampleCart.stores[0]!.lines[0]!,
  personalization: 'İçinə həkk edilsin: «Leyla və Murad, 12.06.2026» — kiçik hərflərlə, ürək işarəsi ilə',
};

export const PersonalisedLine: Story = {
  name: 'Personalisation note on a line',
  args: {
    state: {
      status: 'ready',
      cart: { ...sampleCart, stores: [{ ...sampleCart.stores[0]!, lines: [engravedLine, sampleCart.stores[0]!.lines[1]!] }] },
    },
  },
  play: async ({ canvasElement }) => {
    const [engraved, plain] = Array.from(canvasElement.querySelectorAll('[data-slot="cart-line"]'));
    await expect(engraved?.querySelector('[data-slot="cart-line-note"]')).toHaveTextContent(
      t('cart.personalization', { note: engravedLine.personalization, interpolation: { escapeValue: false } }),
    );
    // A line without a note shows none.
    await expect(plain?.querySelector('[data-slot="cart-line-note"]')).toBeNull();
    const view = canvasElement.querySelector('[data-slot="cart-view"]') as HTMLElement;
    await expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth + 1);
  },
};
