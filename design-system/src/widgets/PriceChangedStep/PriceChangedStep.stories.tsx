import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import type { CheckoutLine, CheckoutQuote } from '@marketplace/contract';
import { checkoutLine, quoteForBaku } from '../CheckoutForm/sampleQuote.ts';
import { PriceChangedStep } from './PriceChangedStep.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

/**
 * The Baku quote with the first store's line changed as given (its price and the totals following a
 * new price), plus any extra lines; the second store's line is kept as it was.
 */
function quoteWith(change: CheckoutLine['change'], extra: CheckoutLine[] = []): CheckoutQuote {
  const [first, second] = quoteForBaku.stores;
  const line = first!.lines[0]!;
  const unitPriceQepik = change?.kind === 'PRICE' ? change.toQepik : line.unitPriceQepik;
  const changed = { ...line, change, unitPriceQepik, lineTotalQepik: line.quantity * (unitPriceQepik + line.pocketFeeQepik) };
  const lines = [changed, ...extra];
  const subtotalQepik = lines.reduce((sum, each) => sum + each.lineTotalQepik, 0);
  return {
    ...quoteForBaku,
    changed: true,
    subtotalQepik: subtotalQepik + second!.subtotalQepik,
    stores: [{ ...first!, lines, subtotalQepik }, second!],
  };
}

const meta = {
  title: 'Widgets/PriceChangedStep',
  component: PriceChangedStep,
  args: {
    quote: quoteWith({ kind: 'PRICE', fromQepik: 4_500, toQepik: 5_200 }),
    onAccept: fn(),
    onBackToCart: fn(),
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-2xl p-4 sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceChangedStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PriceUp: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const heading = canvas.getByRole('heading', { name: t('orders.changed.title') });
    // The step takes the reader to its heading.
    await expect(heading).toHaveFocus();
    const lines = canvasElement.querySelectorAll('[data-slot="changed-line"]');
    await expect(lines).toHaveLength(1);
    await expect(lines[0]).toHaveTextContent(t('orders.changed.priceUp'));
    await expect(lines[0]?.querySelector('[data-slot="price-change"]')).toHaveTextContent(
      `${t('orders.changed.was')} 45,00 ₼ ${t('orders.changed.now')} 52,00 ₼`,
    );
    // The new total: 2 × (52,00 + 2,50) and the other store's 240,00.
    await expect(canvasElement.querySelector('[data-slot="new-subtotal"]')).toHaveTextContent('349,00 ₼');
    await userEvent.click(canvas.getByRole('button', { name: t('orders.changed.accept') }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t('orders.changed.backToCart') }));
    await expect(args.onBackToCart).toHaveBeenCalledTimes(1);
  },
};

export const PriceDown: Story = {
  args: { quote: quoteWith({ kind: 'PRICE', fromQepik: 4_500, toQepik: 3_900 }) },
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('[data-slot="changed-line"]');
    await expect(line).toHaveTextContent(t('orders.changed.priceDown'));
    await expect(line?.querySelector('[data-slot="price-change"]')).toHaveTextContent(
      `${t('orders.changed.was')} 45,00 ₼ ${t('orders.changed.now')} 39,00 ₼`,
    );
    await expect(line?.querySelector('s')).toHaveTextContent(`${t('orders.changed.was')} 45,00 ₼`);
  },
};

export const OutOfStock: Story = {
  name: 'Out of stock (one left, none left)',
  args: {
    quote: quoteWith({ kind: 'STOCK', available: 1 }, [
      checkoutLine({ lineId: 'l9', itemId: 'i9', title: 'Şirli çay fincanı', change: { kind: 'STOCK', available: 0 } }),
    ]),
  },
  play: async ({ canvas, canvasElement }) => {
    const [few, none] = Array.from(canvasElement.querySelectorAll('[data-slot="changed-line"]'));
    await expect(few).toHaveTextContent(t('orders.changed.stock', { count: 1 }));
    await expect(few).toHaveTextContent(t('orders.changed.stockHint', { count: 2 }));
    await expect(none).toHaveTextContent(t('orders.changed.soldOut'));
    // Something can still be ordered.
    await expect(canvas.getByRole('button', { name: t('orders.changed.accept') })).toBeVisible();
  },
};

export const Unavailable: Story = {
  name: 'No longer available (nothing left to order)',
  args: {
    quote: {
      ...quoteForBaku,
      changed: true,
      stores: quoteForBaku.stores.map((store) => ({
        ...store,
        lines: store.lines.map((line) => ({ ...line, change: { kind: 'UNAVAILABLE' as const } })),
      })),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const lines = canvasElement.querySelectorAll('[data-slot="changed-line"]');
    await expect(lines).toHaveLength(2);
    for (const line of lines) await expect(line).toHaveTextContent(t('orders.changed.unavailable'));
    await expect(canvas.getByText(t('orders.changed.nothingLeft'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('orders.changed.accept') })).toBeNull();
    await expect(canvas.getByRole('button', { name: t('orders.changed.backToCart') })).toBeVisible();
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: {
    quote: quoteWith({ kind: 'STOCK', available: 3 }, [
      checkoutLine({
        lineId: 'l9',
        itemId: 'i9',
        title: 'Şirli çay fincanı',
        change: { kind: 'PRICE', fromQepik: 5_700, toQepik: 6_100 },
      }),
    ]),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'В корзине есть изменения' })).toBeVisible();
    const [stock, price] = Array.from(canvasElement.querySelectorAll('[data-slot="changed-line"]'));
    await expect(stock).toHaveTextContent('В наличии осталось 3 штуки');
    await expect(price).toHaveTextContent('Прежняя цена 57,00 ₼ сейчас 61,00 ₼');
    await expect(canvas.getByRole('button', { name: 'Проверить и оформить' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const step = canvasElement.querySelector('[data-slot="price-changed-step"]') as HTMLElement;
    await expect(step.scrollWidth).toBeLessThanOrEqual(step.clientWidth + 1);
  },
};
