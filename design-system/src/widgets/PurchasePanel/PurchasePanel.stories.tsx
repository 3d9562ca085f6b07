import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { PurchasePanel, type AddToCartOutcome } from './PurchasePanel.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const meta = {
  title: 'Widgets/PurchasePanel',
  component: PurchasePanel,
  args: {
    productName: 'Şəki xalçası',
    attributes: [
      { key: 'Rəng', values: ['Qırmızı', 'Mavi'] },
      { key: 'Ölçü', values: ['120 × 80', '200 × 300'] },
    ],
    pocketTypes: [
      { id: 1, name: 'Standart', active: true },
      { id: 2, name: 'Hədiyyə qutusu', active: true },
      { id: 3, name: 'Köhnə', active: false },
    ],
    pocketFees: { '2': 2.5 },
    maxQuantity: 99,
    onAddToCart: fn(async (): Promise<AddToCartOutcome> => 'added'),
    cartHref: '/cart',
    customOrder: 'available',
    onCustomOrder: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-lg p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PurchasePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseAndAdd: Story = {
  play: async ({ canvas, args, userEvent }) => {
    // Only active pocket types, each with its fee.
    await expect(canvas.queryByRole('radio', { name: /Köhnə/ })).toBeNull();
    await expect(canvas.getByRole('radio', { name: /Hədiyyə qutusu/ }).closest('label')).toHaveTextContent('+2,50 ₼');
    await expect(canvas.getByRole('radio', { name: /Standart/ })).toBeChecked();

    await userEvent.click(canvas.getByRole('radio', { name: 'Mavi' }));
    await userEvent.click(canvas.getByRole('radio', { name: '200 × 300' }));
    await userEvent.click(canvas.getByRole('radio', { name: /Hədiyyə qutusu/ }));
    await userEvent.click(canvas.getByRole('button', { name: t('itemPage.quantity.increase') }));
    await userEvent.click(canvas.getByRole('button', { name: t('itemPage.addToCart') }));

    await expect(args.onAddToCart).toHaveBeenCalledWith({
      attributes: { Rəng: 'Mavi', Ölçü: '200 × 300' },
      pocketTypeId: 2,
      quantity: 2,
    });
    await expect(await canvas.findByText(t('itemPage.added'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('itemPage.goToCart') })).toHaveAttribute('href', '/cart');
  },
};

/**
 * Four magnets in a premium box: the pocket fee is charged for each item, and the total the panel
 * shows is the one the cart will show ((54,99 + 5,00) × 4 = 239,96 ₼).
 */
export const PocketFeePerItem: Story = {
  args: {
    productName: 'Soyuducu maqniti',
    attributes: [],
    unitPrice: 54.99,
    pocketTypes: [
      { id: 1, name: 'Standart', active: true },
      { id: 2, name: 'Premium qutu', active: true },
    ],
    pocketFees: { '2': 5 },
  },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const premium = canvas.getByRole('radio', { name: /Premium qutu/ });
    await expect(premium.closest('label')).toHaveTextContent('+5,00 ₼ hər ədədə');
    const total = canvasElement.querySelector('[data-slot="purchase-total"]');
    await expect(total).toHaveTextContent('54,99 ₼');
    await userEvent.click(premium);
    await expect(total).toHaveTextContent('59,99 ₼');
    for (let press = 0; press < 3; press += 1) {
      await userEvent.click(canvas.getByRole('button', { name: t('itemPage.quantity.increase') }));
    }
    await expect(total).toHaveTextContent('239,96 ₼');
    await userEvent.click(canvas.getByRole('button', { name: t('itemPage.addToCart') }));
    await expect(args.onAddToCart).toHaveBeenCalledWith({ attributes: {}, pocketTypeId: 2, quantity: 4 });
  },
};

/** The shopper site confirms the add with a toast: no second note beside the button. */
export const AddConfirmedByThePage: Story = {
  args: { cartHref: undefined, attributes: [] },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('itemPage.addToCart') }));
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: t('itemPage.addToCart') })).toBeEnabled();
    await expect(canvas.queryByText(t('itemPage.added'))).toBeNull();
    await expect(canvas.queryByRole('link', { name: t('itemPage.goToCart') })).toBeNull();
  },
};

export const OneChoicePerAttribute: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Qırmızı' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Mavi' }));
    await expect(canvas.getByRole('radio', { name: 'Qırmızı' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Mavi' })).toBeChecked();
  },
};

export const MissingChoice: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Mavi' }));
    await userEvent.click(canvas.getByRole('button', { name: t('itemPage.addToCart') }));
    await expect(args.onAddToCart).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('itemPage.chooseAttributes', { keys: 'Ölçü' }));
  },
};

export const Adding: Story = {
  args: { attributes: [], onAddToCart: fn(() => new Promise<AddToCartOutcome>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: t('itemPage.addToCart') });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Refused: Story = {
  args: {
    attributes: [],
    onAddToCart: fn(async (): Promise<AddToCartOutcome> => {
      throw Object.assign(new Error('refused'), { code: 'OUT_OF_STOCK' });
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('itemPage.addToCart') }));
    await expect(await canvas.findByText(t('itemPage.errors.OUT_OF_STOCK'))).toBeVisible();
  },
};

export const LoginInstead: Story = {
  name: 'Logged out: popup opened, nothing added',
  args: { attributes: [], onAddToCart: fn(async (): Promise<AddToCartOutcome> => 'skipped') },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('itemPage.addToCart') }));
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(t('itemPage.added'))).toBeNull();
  },
};

/** Back from signing in: the choice the guest made before is chosen again while the page adds it. */
export const ChoiceKeptAcrossSignIn: Story = {
  args: {
    cartHref: undefined,
    initialChoice: { attributes: { Rəng: 'Mavi', Ölçü: '200 × 300' }, pocketTypeId: 2, quantity: 2 },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Mavi' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '200 × 300' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Hədiyyə qutusu/ })).toBeChecked();
    await expect(canvas.getByRole('spinbutton')).toHaveValue(2);
    // The page adds it itself: the panel sends nothing more.
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

export const SoldOut: Story = {
  args: { attributes: [], available: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('itemPage.addToCart') })).toBeDisabled();
    await expect(canvas.getByText(t('itemPage.soldOut'))).toBeVisible();
  },
};

export const CustomOrder: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('itemPage.customOrder.button') }));
    await expect(args.onCustomOrder).toHaveBeenCalledTimes(1);
  },
};

export const CustomOrderUnavailable: Story = {
  args: { customOrder: 'unavailable' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: t('itemPage.customOrder.button') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(t('itemPage.customOrder.unavailable'));
  },
};

export const CustomOrderOwnProduct: Story = {
  name: 'Custom order: the seller of the product gets their Messages',
  args: { customOrder: 'own', messagesHref: 'https://merchant.example.az/messages' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: t('itemPage.customOrder.button') })).toBeNull();
    const link = canvas.getByRole('link', { name: t('itemPage.customOrder.messages') });
    await expect(link).toHaveAttribute('href', 'https://merchant.example.az/messages');
    await expect(link).toHaveAccessibleDescription(t('itemPage.customOrder.own'));
  },
};

export const LongAzerbaijani: Story = {
  args: {
    productName: 'Qarabağ üslubunda əl ilə toxunmuş qırmızı yun xalça',
    attributes: [
      { key: 'Naxışın rəng çalarları və ölçüləri', values: ['Tünd qırmızı və qızılı sarı', 'Firuzəyi mavi, ağ haşiyə ilə'] },
    ],
    pocketTypes: [
      { id: 1, name: 'Standart qablaşdırma', active: true },
      { id: 2, name: 'Əl işi taxta hədiyyə qutusu, lentlə', active: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector('[data-slot="purchase-panel"]') as HTMLElement;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth + 1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('itemPage.addToCart') })).toBeVisible();
  },
};

const engraving = { prompt: 'Qolbağın içinə həkk ediləcək ad', maxLength: 40 };
const noteBox = (canvas: { getByRole: (role: 'textbox', options: { name: RegExp }) => HTMLElement }, prompt: string) =>
  canvas.getByRole('textbox', { name: new RegExp(prompt) });

export const Personalization: Story = {
  name: 'Personalisation: prompt, counter, sent with the add',
  args: { attributes: [], personalization: engraving },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const note = noteBox(canvas, engraving.prompt);
    const counter = canvasElement.querySelector('[data-slot="personalization-counter"]') as HTMLElement;
    await expect(note).toHaveAccessibleDescription(t('itemPage.personalization.counter', { count: 0, max: 40 }));

    await userEvent.type(note, '  Leyla 2026 ');
    await expect(counter).toHaveTextContent(t('itemPage.personalization.counter', { count: 13, max: 40 }));
    await userEvent.click(canvas.getByRole('button', { name: t('itemPage.addToCart') }));

    // Trimmed, as the cart keeps it.
    await expect(args.onAddToCart).toHaveBeenCalledWith({
      attributes: {},
      pocketTypeId: 1,
      quantity: 1,
      personalization: 'Leyla 2026',
    });
    await expect(await canvas.findByText(t('itemPage.added'))).toBeVisible();
  },
};

export const PersonalizationAtLimit: Story = {
  name: 'Personalisation: stops at the limit',
  args: { attributes: [], personalization: { prompt: 'Kartdakı təbrik', maxLength: 12 } },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const note = noteBox(canvas, 'Kartdakı təbrik');
    await userEvent.type(note, 'Ad günün mübarək, Aysel!');
    await expect(note).toHaveValue('Ad günün müb');
    const counter = canvasElement.querySelector('[data-slot="personalization-counter"]') as HTMLElement;
    await expect(counter).toHaveTextContent(t('itemPage.personalization.counter', { count: 12, max: 12 }));
    await expect(counter).toHaveTextContent(t('itemPage.personalization.limitReached'));

    await userEvent.click(canvas.getByRole('button', { name: t('itemPage.addToCart') }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ personalization: 'Ad günün müb' }));
  },
};

export const PersonalizationWithoutPrompt: Story = {
  name: 'Personalisation: no prompt, nothing written',
  args: { attributes: [], personalization: { prompt: '', maxLength: 100 } },
  play: async ({ canvas, args, userEvent }) => {
    // The general label stands in for a missing question; the note stays optional.
    await expect(noteBox(canvas, t('itemPage.personalization.label'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('itemPage.addToCart') }));
    await expect(args.onAddToCart).toHaveBeenCalledWith({ attributes: {}, pocketTypeId: 1, quantity: 1, personalization: '' });
  },
};

export const PersonalizationOnPhone: Story = {
  name: 'Personalisation: long Azerbaijani prompt on a phone',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    personalization: {
      prompt: 'Xalçanın kənarına toxunacaq ailə adı və ya xüsusi tarix (məsələn, toy günü)',
      maxLength: 60,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(noteBox(canvas, 'Xalçanın kənarına toxunacaq ailə adı')).toBeVisible();
    const panel = canvasElement.querySelector('[data-slot="purchase-panel"]') as HTMLElement;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth + 1);
  },
};

const RING_VARIATIONS = {
  attributeKeys: ['Ölçü'],
  variations: [
    { options: { Ölçü: '16' }, priceQepik: 4500, unitPriceQepik: 4500, stockCount: 0, active: true },
    { options: { Ölçü: '17' }, priceQepik: 4500, unitPriceQepik: 4500, stockCount: 2, active: true },
    { options: { Ölçü: '18' }, priceQepik: 4500, unitPriceQepik: 4500, stockCount: 5, active: false },
    { options: { Ölçü: '19' }, priceQepik: 5200, unitPriceQepik: 5200, stockCount: 1, active: true },
  ],
};

/** A ring whose size 19 costs more: choosing it shows its price, what is left of it, and the page hears of the choice. */
export const SizeWithItsPrice: Story = {
  args: {
    productName: 'Gümüş üzük',
    attributes: [{ key: 'Ölçü', values: ['16', '17', '18', '19'] }],
    pocketTypes: [{ id: 1, name: 'Standart', active: true }],
    pocketFees: {},
    unitPrice: 45,
    variations: RING_VARIATIONS,
    onVariationChange: fn(),
  },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByText(t('variations.page.choose', { keys: 'Ölçü' }))).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '19' }));
    await expect(args.onVariationChange).toHaveBeenLastCalledWith(RING_VARIATIONS.variations[3]);
    await expect(canvasElement.querySelector('[data-slot="purchase-total"]')).toHaveTextContent('52,00 ₼');
    await expect(canvas.getByText(t('variations.page.left', { count: 1 }))).toBeVisible();
    // One is left: the quantity stops at 1.
    await expect(canvas.getByRole('button', { name: t('itemPage.quantity.increase') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('itemPage.addToCart') }));
    await expect(args.onAddToCart).toHaveBeenCalledWith({ attributes: { Ölçü: '19' }, pocketTypeId: 1, quantity: 1 });
  },
};

/** A size with nothing left, and one switched off: both are marked sold out, and choosing one cannot be added. */
export const SizeSoldOut: Story = {
  args: SizeWithItsPrice.args,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: t('variations.page.valueSoldOut', { value: '18' }) })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: t('variations.page.valueSoldOut', { value: '16' }) }));
    await expect(canvas.getByText(t('variations.page.soldOut'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('itemPage.addToCart') })).toBeDisabled();
  },
};
