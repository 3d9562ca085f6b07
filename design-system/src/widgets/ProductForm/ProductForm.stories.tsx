import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ItemInput } from '@marketplace/contract';
import { DialogContent, DialogHeader, DialogRoot, DialogTitle } from '../../primitives/Dialog/index.ts';
import { sampleCategories } from '../CategoryPicker/sampleCategories.ts';
import type { UploadMedia } from '../MediaGalleryEditor/index.ts';
import { ProductForm } from './ProductForm.tsx';
import { EMPTY_PRODUCT_FORM, productFormValuesOf } from './productFormValues.ts';
import { sampleProduct } from './sampleProduct.ts';

const t = (key: string, values?: Record<string, unknown>) => getI18n().t(key, values);

const meta = {
  title: 'Widgets/ProductForm',
  component: ProductForm,
  args: {
    mode: 'create',
    categories: sampleCategories,
    onSubmit: fn<(values: ItemInput) => Promise<void>>(async () => {}),
    onCancel: fn(),
    uploadMedia: fn<UploadMedia>(() => new Promise(() => {})),
    onDraftChange: fn(),
  },
  decorators: [
    // The form scrolls inside a box of a dialog's height, as in the product dialog; the buttons stay in sight.
    (Story) => (
      <div className="h-[44rem] max-w-4xl overflow-y-auto px-4 pt-4 sm:px-6 sm:pt-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The editor's chunk loads lazily; its text box is there once it has. */
const descriptionBox = (name = t('productForm.productInfo.item')) => screen.findByRole('textbox', { name }, { timeout: 15_000 });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text box by the start of its name (the required marker follows the label). */
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${escaped(label)}`) });
const noField = (label: string) => screen.queryByRole('textbox', { name: new RegExp(`^${escaped(label)}`) });
const salePriceShown = () => screen.getByLabelText(t('productForm.salePrice.label'));
const confirm = (mode: 'create' | 'edit' = 'create') =>
  screen.getByRole('button', { name: t(mode === 'create' ? 'productForm.actions.create' : 'productForm.actions.save') });

export const RequiredFieldsMarked: Story = {
  play: async ({ args }) => {
    await descriptionBox();
    await userEvent.click(confirm());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(field(t('productForm.productName.item'))).toHaveAttribute('aria-invalid', 'true');
    await expect(field(t('productForm.authorName.item'))).toHaveAttribute('aria-invalid', 'true');
    await expect(field(t('productForm.productPrice.item'))).toHaveAccessibleDescription(t('productForm.errors.price'));
    await expect(await descriptionBox()).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.getByText(t('productForm.errors.category'))).toBeVisible();
    await expect(screen.getByRole('alert')).toHaveTextContent(t('productForm.errors.fixFields'));
  },
};

export const PercentageDiscount: Story = {
  play: async () => {
    await userEvent.type(field(t('productForm.productPrice.item')), '80');
    // No value field until a discount type is chosen.
    await expect(noField(t('productForm.discountValue.PERCENTAGE'))).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t('productForm.discountType.label') }), 'PERCENTAGE');
    const value = field(t('productForm.discountValue.PERCENTAGE'));
    await userEvent.type(value, '15');
    await expect(salePriceShown()).toHaveTextContent('68,00 ₼');
  },
};

export const PercentageCheckedAsTyped: Story = {
  play: async () => {
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t('productForm.discountType.label') }), 'PERCENTAGE');
    const value = field(t('productForm.discountValue.PERCENTAGE'));
    for (const typed of ['150', '-5', 'abc']) {
      await userEvent.clear(value);
      await userEvent.type(value, typed);
      // Before any save: the field says what is wrong, in the page's language.
      await waitFor(() => expect(value).toHaveAttribute('aria-invalid', 'true'));
      await expect(value).not.toHaveAccessibleDescription('');
    }
    await userEvent.clear(value);
    await userEvent.type(value, '15');
    await waitFor(() => expect(value).not.toHaveAttribute('aria-invalid', 'true'));
  },
};

export const AmountDiscount: Story = {
  play: async () => {
    await userEvent.type(field(t('productForm.productPrice.item')), '80');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t('productForm.discountType.label') }), 'AMOUNT');
    await userEvent.type(field(t('productForm.discountValue.AMOUNT')), '12,35');
    await expect(salePriceShown()).toHaveTextContent('67,65 ₼');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t('productForm.discountType.label') }), '');
    await expect(noField(t('productForm.discountValue.AMOUNT'))).toBeNull();
    await expect(salePriceShown()).toHaveTextContent('80,00 ₼');
  },
};

/** % ↔ ₼ converts the typed discount so the sale price stays the same; an out-of-range one is clamped and says so. */
export const DiscountSwitchKeepsSalePrice: Story = {
  play: async () => {
    const discountType = () => screen.getByRole('combobox', { name: t('productForm.discountType.label') });
    await userEvent.type(field(t('productForm.productPrice.item')), '80');
    await userEvent.selectOptions(discountType(), 'PERCENTAGE');
    await userEvent.type(field(t('productForm.discountValue.PERCENTAGE')), '25');
    await expect(salePriceShown()).toHaveTextContent('60,00 ₼');

    await userEvent.selectOptions(discountType(), 'AMOUNT');
    await expect(field(t('productForm.discountValue.AMOUNT'))).toHaveValue('20,00');
    await expect(salePriceShown()).toHaveTextContent('60,00 ₼');
    await userEvent.selectOptions(discountType(), 'PERCENTAGE');
    await expect(field(t('productForm.discountValue.PERCENTAGE'))).toHaveValue('25');
    await expect(salePriceShown()).toHaveTextContent('60,00 ₼');

    // 7 ₼ of 30 ₼ is 23,33 %; the sale price stays 23,00 ₼.
    const price = field(t('productForm.productPrice.item'));
    await userEvent.clear(price);
    await userEvent.type(price, '30');
    await userEvent.selectOptions(discountType(), 'AMOUNT');
    const amount = field(t('productForm.discountValue.AMOUNT'));
    await userEvent.clear(amount);
    await userEvent.type(amount, '7');
    await expect(salePriceShown()).toHaveTextContent('23,00 ₼');
    await userEvent.selectOptions(discountType(), 'PERCENTAGE');
    await expect(field(t('productForm.discountValue.PERCENTAGE'))).toHaveValue('23,33');
    await expect(salePriceShown()).toHaveTextContent('23,00 ₼');

    // 150 % becomes the whole price, never more, and the field says why.
    const percent = field(t('productForm.discountValue.PERCENTAGE'));
    await userEvent.clear(percent);
    await userEvent.type(percent, '150');
    await userEvent.selectOptions(discountType(), 'AMOUNT');
    const clamped = field(t('productForm.discountValue.AMOUNT'));
    await expect(clamped).toHaveValue('30,00');
    await expect(clamped).toHaveAccessibleDescription(t('productForm.errors.amountOver'));
    await expect(salePriceShown()).toHaveTextContent('0,00 ₼');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ServiceLabels: Story = {
  play: async () => {
    await expect(field(t('productForm.productName.item'))).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: t('productForm.saleType.service') }));
    await expect(field(t('productForm.productName.service'))).toBeVisible();
    await expect(field(t('productForm.authorName.service'))).toBeVisible();
    await descriptionBox(t('productForm.productInfo.service'));
  },
};

/** The product dialog as the seller panel frames it: its title follows the form's product / service switch. */
function ServiceDialog(props: Parameters<typeof ProductForm>[0]) {
  const [saleType, setSaleType] = useState<'item' | 'service'>('item');
  return (
    <DialogRoot defaultOpen>
      <DialogContent size="full" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{t(saleType === 'service' ? 'productForm.title.createService' : 'productForm.title.create')}</DialogTitle>
        </DialogHeader>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 sm:px-6">
          <ProductForm {...props} onSaleTypeChange={setSaleType} />
        </div>
      </DialogContent>
    </DialogRoot>
  );
}

export const ServiceModeDialog: Story = {
  render: (args) => <ServiceDialog {...args} />,
  play: async () => {
    await screen.findByRole('dialog', { name: t('productForm.title.create') });
    await expect(screen.getByRole('heading', { name: t('productForm.pockets.legend') })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: t('productForm.saleType.service') }));
    // A service says so: in the dialog's title, the form's name and its options' section.
    await expect(await screen.findByRole('dialog', { name: t('productForm.title.createService') })).toBeVisible();
    await expect(screen.getByRole('form', { name: t('productForm.title.createService') })).toBeInTheDocument();
    await expect(screen.getByRole('heading', { name: t('productForm.pockets.legendService') })).toBeInTheDocument();
    await expect(screen.queryByRole('heading', { name: t('productForm.pockets.legend') })).toBeNull();
    await expect(screen.getByRole('button', { name: t('productForm.actions.createService') })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Type3ShowsStock: Story = {
  play: async () => {
    await expect(screen.getByRole('combobox', { name: t('productForm.attributes.search') })).toBeVisible();
    await expect(noField(t('productForm.stockCount.label'))).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(t('productForm.itemType.3.label')) }));
    await expect(screen.queryByRole('combobox', { name: t('productForm.attributes.search') })).toBeNull();
    const stock = field(t('productForm.stockCount.label'));
    await userEvent.clear(stock);
    await userEvent.type(stock, '2,5');
    await userEvent.click(confirm());
    // Spec §5: the stock field is flagged when the quantity is.
    await expect(stock).toHaveAttribute('aria-invalid', 'true');
    await expect(stock).toHaveAccessibleDescription(new RegExp(escaped(t('productForm.errors.stock'))));
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(t('productForm.itemType.2.label')) }));
    await expect(screen.getByRole('combobox', { name: t('productForm.attributes.search') })).toBeVisible();
  },
};

export const Attributes: Story = {
  play: async () => {
    const search = screen.getByRole('combobox', { name: t('productForm.attributes.search') });
    await userEvent.type(search, 'rəng');
    await expect(screen.getByRole('option', { name: t('productForm.attributeNames.color') })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    const values = screen.getByRole('textbox', {
      name: t('productForm.attributes.newValue', { name: t('productForm.attributeNames.color') }),
    });
    await userEvent.type(values, 'Qırmızı{Enter}');
    // The chosen name is not suggested again.
    await userEvent.type(search, 'rəng');
    await expect(screen.queryByRole('option', { name: t('productForm.attributeNames.color') })).toBeNull();
    await userEvent.clear(search);
    await userEvent.click(
      screen.getByRole('button', {
        name: t('productForm.attributes.removeValue', { name: t('productForm.attributeNames.color'), value: 'Qırmızı' }),
      }),
    );
    await expect(screen.queryByRole('heading', { name: t('productForm.attributeNames.color') })).toBeNull();
    // Without attributes the price and stock per option say how to start; drawn from one scroll position.
    const hint = screen.getByText(t('variations.editor.noAttributes'));
    hint.scrollIntoView({ block: 'center' });
    await expect(hint).toBeVisible();
  },
};

/** The form in the product dialog, as the seller panel shows it (ProductFormDialogFrame). */
export const EscapeInDialogClosesListsFirst: Story = {
  decorators: [
    (Story) => (
      <DialogRoot defaultOpen>
        <DialogContent size="full" onInteractOutside={(event) => event.preventDefault()}>
          <DialogHeader>
            <DialogTitle>{t('productForm.title.create')}</DialogTitle>
          </DialogHeader>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 sm:px-6">
            <Story />
          </div>
        </DialogContent>
      </DialogRoot>
    ),
  ],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: t('productForm.title.create') });
    // The attribute search's suggestions: Escape closes them, not the dialog.
    const search = within(dialog).getByRole('combobox', { name: t('productForm.attributes.search') });
    await userEvent.type(search, 'rəng');
    await expect(screen.getByRole('option', { name: t('productForm.attributeNames.color') })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('option', { name: t('productForm.attributeNames.color') })).toBeNull();
    await expect(search).toHaveFocus();
    await expect(screen.getByRole('dialog', { name: t('productForm.title.create') })).toBeVisible();

    // The category picker's list (a popover) the same way.
    await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(t('productForm.category.label')) }));
    const categorySearch = await screen.findByRole('combobox', { name: t('productForm.category.search') });
    await waitFor(() => expect(categorySearch).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: t('productForm.category.search') })).toBeNull());
    await expect(screen.getByRole('dialog', { name: t('productForm.title.create') })).toBeVisible();

    // With nothing open inside, Escape closes the dialog.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const PocketFees: Story = {
  play: async () => {
    const decrease = screen.getByRole('button', { name: t('productForm.pockets.decrease', { name: 'Standart' }) });
    await expect(decrease).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: t('productForm.pockets.increase', { name: 'Standart' }) }));
    await expect(screen.getByRole('spinbutton', { name: t('productForm.pockets.fee', { name: 'Standart' }) })).toHaveValue(
      '0,50',
    );
    await userEvent.click(decrease);
    await expect(decrease).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: t('productForm.pockets.add') }));
    await expect(screen.getByText(t('productForm.pockets.errors.empty'))).toBeVisible();
  },
};

export const MediaAfterThreeCharacters: Story = {
  play: async () => {
    const name = field(t('productForm.productName.item'));
    await userEvent.type(name, 'Nar');
    await expect(screen.getByText(t('productForm.media.locked'))).toBeVisible();
    await expect(screen.queryByLabelText(t('productForm.media.cover.select'))).toBeNull();
    await userEvent.type(name, 'a');
    await expect(screen.getByLabelText(t('productForm.media.cover.select'))).toBeInTheDocument();
    await expect(screen.queryByText(t('productForm.media.locked'))).toBeNull();
  },
};

export const EditPrefilled: Story = {
  args: { mode: 'edit', initialValues: sampleProduct },
  play: async ({ args }) => {
    await expect(field(t('productForm.productName.item'))).toHaveValue(sampleProduct.productName);
    await expect(screen.getByRole('button', { name: new RegExp(t('productForm.category.label')) })).toHaveTextContent(
      'Qarabağ xalçaları',
    );
    await expect(salePriceShown()).toHaveTextContent('1 080,00 ₼');
    await expect(screen.getByRole('heading', { name: 'Ölçü' })).toBeVisible();
    await expect(screen.getByRole('spinbutton', { name: t('productForm.pockets.fee', { name: 'Hədiyyə qutusu' }) })).toHaveValue(
      '2,50',
    );
    await expect(screen.getAllByRole('img', { name: /./ }).length).toBeGreaterThanOrEqual(3);
    await expect(await descriptionBox()).toHaveTextContent('əl ilə toxunmuş');
    await userEvent.click(confirm('edit'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        productName: sampleProduct.productName,
        productPrice: 1200,
        salePrice: 1080,
        selectedCategory: 12,
        attributes: sampleProduct.attributes,
        pocketFees: { 2: 2.5 },
        madeToOrder: true,
        processingDays: 14,
        personalization: { enabled: true, prompt: 'Arxa tərəfə toxunacaq ad', maxLength: 40 },
      }),
      // No price and stock per option.
      { attributeKeys: [], variations: [] },
    );
  },
};

/** A rug whose bigger size costs more: the saved set is shown, a price changed, and both go out with the save. */
export const PriceAndStockPerOption: Story = {
  args: {
    mode: 'edit',
    initialValues: sampleProduct,
    initialVariations: {
      itemId: sampleProduct.id ?? '',
      attributeKeys: ['Ölçü'],
      variations: [
        {
          id: 'a',
          options: { Ölçü: '150 × 200 sm' },
          priceQepik: 120000,
          unitPriceQepik: 108000,
          stockCount: 2,
          active: true,
          sku: 'XL-150',
        },
        {
          id: 'b',
          options: { Ölçü: '200 × 300 sm' },
          priceQepik: 180000,
          unitPriceQepik: 162000,
          stockCount: 1,
          active: true,
          sku: 'XL-200',
        },
      ],
    },
  },
  play: async ({ args }) => {
    const price = screen.getByRole('textbox', { name: t('variations.editor.price', { option: '200 × 300 sm' }) });
    await expect(price).toHaveValue('1800,00');
    await userEvent.clear(price);
    await userEvent.type(price, '1750');
    await userEvent.click(confirm('edit'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ attributes: sampleProduct.attributes }), {
      attributeKeys: ['Ölçü'],
      variations: [
        { options: { Ölçü: '150 × 200 sm' }, priceQepik: 120000, stockCount: 2, sku: 'XL-150', active: true },
        { options: { Ölçü: '200 × 300 sm' }, priceQepik: 175000, stockCount: 1, sku: 'XL-200', active: true },
      ],
    });
  },
};

/** A price per option that cannot be read stops the save and is shown on its field. */
export const PriceAndStockPerOptionChecked: Story = {
  args: PriceAndStockPerOption.args,
  play: async ({ args }) => {
    const stock = screen.getByRole('textbox', { name: t('variations.editor.stock', { option: '150 × 200 sm' }) });
    await userEvent.clear(stock);
    await userEvent.type(stock, 'iki');
    await userEvent.click(confirm('edit'));
    await expect(await screen.findByText(t('variations.editor.errors.rows'))).toBeVisible();
    await expect(stock).toHaveAccessibleDescription(t('variations.editor.errors.stock'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrorsOnFields: Story = {
  args: {
    mode: 'edit',
    initialValues: sampleProduct,
    onSubmit: fn<(values: ItemInput) => Promise<void>>(async () => {
      throw Object.assign(new Error('refused'), {
        code: 'VALIDATION_FAILED',
        fields: { productPrice: 'Too expensive', 'personalization.prompt': 'Too long' },
      });
    }),
  },
  play: async () => {
    await descriptionBox();
    const name = field(t('productForm.productName.item'));
    await userEvent.type(name, ' (yeni)');
    await userEvent.click(confirm('edit'));
    await waitFor(() => expect(field(t('productForm.productPrice.item'))).toHaveAttribute('aria-invalid', 'true'));
    await expect(field(t('productForm.productPrice.item'))).toHaveAccessibleDescription(t('productForm.errors.price'));
    await expect(field(t('productForm.personalization.prompt'))).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.getByRole('alert')).toHaveTextContent(t('productForm.errors.fixFields'));
    // Nothing typed is lost.
    await expect(name).toHaveValue(`${sampleProduct.productName} (yeni)`);
  },
};

export const SaveFailedKeepsForm: Story = {
  args: {
    mode: 'edit',
    initialValues: sampleProduct,
    onSubmit: fn<(values: ItemInput) => Promise<void>>(async () => {
      throw Object.assign(new Error('offline'), { code: 'NETWORK_ERROR' });
    }),
  },
  play: async () => {
    await descriptionBox();
    await userEvent.click(confirm('edit'));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      getI18n().t(['errors.NETWORK_ERROR', 'productForm.errors.saveFailed']),
    );
    await expect(field(t('productForm.productName.item'))).toHaveValue(sampleProduct.productName);
  },
};

export const Saving: Story = {
  args: {
    mode: 'edit',
    initialValues: sampleProduct,
    onSubmit: fn<(values: ItemInput) => Promise<void>>(() => new Promise<void>(() => {})),
  },
  play: async () => {
    await descriptionBox();
    await userEvent.click(confirm('edit'));
    const saving = await screen.findByRole('button', { name: t('productForm.actions.saving') });
    await expect(saving).toBeDisabled();
    await expect(saving).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: t('productForm.actions.cancel') })).toBeDisabled();
  },
};

export const DraftAndCancel: Story = {
  args: { draft: { ...EMPTY_PRODUCT_FORM, productName: 'Mis sini', authorName: 'Rəşad' } },
  play: async ({ args }) => {
    await expect(field(t('productForm.productName.item'))).toHaveValue('Mis sini');
    await expect(screen.getByText(t('productForm.draft.restored'))).toHaveAttribute('role', 'status');
    await userEvent.type(field(t('productForm.authorName.item')), ' Əliyev');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ productName: 'Mis sini', authorName: 'Rəşad Əliyev' }),
    );
    // A restored draft is work not saved: cancel asks before throwing it away.
    await userEvent.click(screen.getByRole('button', { name: t('productForm.actions.cancel') }));
    const confirm = await screen.findByRole('dialog', { name: t('productForm.discardChanges.title') });
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: t('productForm.discardChanges.discard') }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const CancelUntouchedClosesAtOnce: Story = {
  args: { mode: 'edit', initialValues: sampleProduct },
  parameters: { screenshot: { disable: true } },
  play: async ({ args }) => {
    await descriptionBox();
    await userEvent.click(screen.getByRole('button', { name: t('productForm.actions.cancel') }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const CancelAsksBeforeDiscardingChanges: Story = {
  play: async ({ args }) => {
    await descriptionBox();
    const name = field(t('productForm.productName.item'));
    await userEvent.type(name, 'Gümüş üzük');
    const cancel = screen.getByRole('button', { name: t('productForm.actions.cancel') });
    await userEvent.click(cancel);
    const confirm = await screen.findByRole('dialog', { name: t('productForm.discardChanges.title') });
    await expect(confirm).toHaveAccessibleDescription(t('productForm.discardChanges.description'));
    // Keep editing: nothing is lost.
    await userEvent.click(within(confirm).getByRole('button', { name: t('productForm.discardChanges.keepEditing') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(name).toHaveValue('Gümüş üzük');
    // Asked again, the seller throws the changes away.
    await userEvent.click(cancel);
    await expect(await screen.findByRole('dialog', { name: t('productForm.discardChanges.title') })).toBeVisible();
  },
};

export const DiscardRestoredDraft: Story = {
  args: {
    mode: 'edit',
    initialValues: sampleProduct,
    onDiscardDraft: fn(),
    draft: { ...productFormValuesOf(sampleProduct), productName: 'Mis sini (qaralama)' },
  },
  play: async ({ args }) => {
    await descriptionBox();
    const name = field(t('productForm.productName.item'));
    await expect(name).toHaveValue('Mis sini (qaralama)');
    await expect(screen.getByText(t('productForm.draft.restored'))).toHaveAttribute('role', 'status');
    await userEvent.click(screen.getByRole('button', { name: t('productForm.draft.discard') }));
    // Back to the product as it is saved; the app forgets the draft.
    await expect(name).toHaveValue(sampleProduct.productName);
    await expect(args.onDiscardDraft).toHaveBeenCalledTimes(1);
    await expect(screen.queryByText(t('productForm.draft.restored'))).toBeNull();
    // Nothing left to lose: cancel closes at once.
    await userEvent.click(screen.getByRole('button', { name: t('productForm.actions.cancel') }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const AdminSetsVisibility: Story = {
  args: { mode: 'edit', variant: 'admin', initialValues: sampleProduct },
  play: async () => {
    await expect(screen.getByRole('combobox', { name: t('productForm.status.label') })).toHaveValue('ACTIVE');
    // Any leaf category, whatever the store is permitted: the hint says so instead of the seller's.
    await expect(screen.getByText(t('productForm.category.hintAdmin'))).toBeVisible();
    await expect(screen.queryByText(t('productForm.category.hint'))).toBeNull();
  },
};

export const LongAzerbaijaniStrings: Story = {
  args: {
    mode: 'edit',
    initialValues: {
      ...sampleProduct,
      productName: 'Əl ilə toxunmuş, təbii bitki boyaları ilə rənglənmiş Qarabağ xalçası «Bağçada güllər» — ailə ənənəsi ilə',
      authorName: 'Gülşən Əliyeva-Məmmədbəyli və Şuşa xalçaçılıq emalatxanası',
      attributes: [
        { key: 'Naxışın rəng çalarları və ölçüləri', values: ['Tünd qırmızı və qızılı sarı', 'Firuzəyi mavi, ağ haşiyə ilə'] },
      ],
      pocketTypes: [
        { id: 1, name: 'Standart', active: true },
        { id: 2, name: 'Əl işi taxta sandıqça, qızılı lentlə bağlanmış', active: true },
      ],
    },
  },
  play: async () => {
    await expect(await descriptionBox()).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'Naxışın rəng çalarları və ölçüləri' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...EditPrefilled,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await expect(await descriptionBox()).toBeVisible();
    const buttons = within(screen.getByRole('form', { name: t('productForm.title.edit') }));
    await expect(buttons.getByRole('button', { name: t('productForm.actions.save') })).toBeVisible();
  },
};
