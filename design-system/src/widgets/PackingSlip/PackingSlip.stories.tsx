import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { DELIVERY_METHOD, ORDER_ACTOR } from '@marketplace/contract';
import { sampleOrder } from '../OrderDetail/sampleOrders.ts';
import { PackingSlip } from './PackingSlip.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const order = sampleOrder('ACCEPTED', ORDER_ACTOR.SELLER);
const gift = sampleOrder('ACCEPTED', ORDER_ACTOR.SELLER, { giftMessage: 'Ad günün mübarək, əziz anam! Səni çox sevirik.' });

const meta = {
  title: 'Widgets/PackingSlip',
  component: PackingSlip,
  args: { order, onPrint: fn() },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-3xl p-4 sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PackingSlip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's `@media print` rules, as the browser parsed them. */
function printRules(): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.media.mediaText === 'print')
    .map((rule) => rule.cssText)
    .join('\n');
}

export const NotAGift: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const slip = canvasElement.querySelector('[data-slot="packing-slip"]') as HTMLElement;
    await expect(slip).toHaveTextContent('Nar Keramika');
    await expect(slip).toHaveTextContent('№ 100023');
    await expect(slip).toHaveTextContent('12 yanvar 2026');
    await expect(slip).toHaveTextContent('Leyla Məmmədova');
    await expect(slip).toHaveTextContent('+994501234567');
    await expect(slip).toHaveTextContent('Nizami küçəsi 45, mənzil 12');
    const lines = slip.querySelectorAll('[data-slot="slip-line"]');
    await expect(lines).toHaveLength(2);
    await expect(lines[0]).toHaveTextContent('2');
    await expect(lines[0]).toHaveTextContent('Rəng: Qırmızı · Ölçü: Orta');
    await expect(lines[0]).toHaveTextContent('Dibinə yazılsın: «Ana, 60 yaşın mübarək»');
    // Not a gift: the amounts are on it.
    await expect(lines[0]).toHaveTextContent('95,00 ₼');
    await expect(slip.querySelector('[data-slot="slip-total"]')).toHaveTextContent('157,00 ₼');

    // On paper only the slip: everything else is hidden, the print button too.
    const rules = printRules();
    await expect(rules).toContain('visibility: hidden');
    await expect(rules).toContain('[data-slot="packing-slip"]');
    await expect(canvas.getByRole('button', { name: t('orders.slip.print') }).closest('[data-print="hide"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('orders.slip.print') }));
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
  },
};

export const Gift: Story = {
  args: { order: gift },
  play: async ({ canvasElement }) => {
    const slip = canvasElement.querySelector('[data-slot="packing-slip"]') as HTMLElement;
    await expect(slip).toHaveAttribute('data-gift', 'true');
    await expect(slip).toHaveTextContent('Ad günün mübarək, əziz anam! Səni çox sevirik.');
    // A gift carries no prices.
    await expect(slip).not.toHaveTextContent('₼');
    await expect(slip.querySelector('[data-slot="slip-total"]')).toBeNull();
  },
};

export const Pickup: Story = {
  args: {
    order: sampleOrder('ACCEPTED', ORDER_ACTOR.SELLER, {
      delivery: {
        method: DELIVERY_METHOD.PICKUP,
        address: null,
        zoneKind: null,
        pickupAddress: 'Bakı, Nizami küçəsi 12 (emalatxana)',
        estimatedArrival: '2026-01-16',
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const slip = canvasElement.querySelector('[data-slot="packing-slip"]') as HTMLElement;
    await expect(slip).toHaveTextContent(t('orders.slip.pickupBy'));
    await expect(slip).toHaveTextContent(t('orders.slip.pickupAt', { address: 'Bakı, Nizami küçəsi 12 (emalatxana)' }));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { order: gift },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Packing slip' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="packing-slip"]')).toHaveTextContent('12 January 2026');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const slip = canvasElement.querySelector('[data-slot="packing-slip"]') as HTMLElement;
    await expect(slip.scrollWidth).toBeLessThanOrEqual(slip.clientWidth + 1);
  },
};
