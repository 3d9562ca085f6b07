import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CommissionRates } from './CommissionRates.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const meta = {
  title: 'Widgets/CommissionRates',
  component: CommissionRates,
  args: {
    state: 'ready',
    rates: {
      defaultBps: 0,
      overrides: [
        { storeId: 's1', storeName: 'Şəki Kəlağayı Evi', categoryId: null, categoryTitle: null, rateBps: 250 },
        { storeId: null, storeName: null, categoryId: 10, categoryTitle: 'Zərgərlik', rateBps: 700 },
      ],
    },
    stores: [
      { id: 's1', name: 'Şəki Kəlağayı Evi' },
      { id: 's2', name: 'Lahıc Mis Emalatxanası' },
    ],
    categories: [
      { id: 10, title: 'Zərgərlik' },
      { id: 12, title: 'Sırğalar' },
    ],
    onSave: fn(async () => {}),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommissionRates>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const overrides = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(overrides[0]).toHaveTextContent('2,5 %');
    await expect(overrides[1]).toHaveTextContent(`${t('ledger.commission.anyStore')} · Zərgərlik`);
    await userEvent.click(
      canvas.getByRole('button', {
        name: t('ledger.commission.removeFor', { scope: `Şəki Kəlağayı Evi · ${t('ledger.commission.anyCategory')}` }),
      }),
    );
    await expect(args.onSave).toHaveBeenCalledWith({ storeId: 's1', categoryId: null, rateBps: null });
  },
};

/** A rate for one store in one category; typed with a comma. */
export const AddOverride: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const form = within(canvas.getByRole('form', { name: t('ledger.commission.addTitle') }));
    await userEvent.selectOptions(form.getByLabelText(t('ledger.commission.store')), 's2');
    await userEvent.selectOptions(form.getByLabelText(t('ledger.commission.category')), '12');
    await userEvent.type(form.getByLabelText(t('ledger.commission.rate')), '1,75');
    await userEvent.click(form.getByRole('button', { name: t('ledger.commission.add') }));
    await expect(args.onSave).toHaveBeenCalledWith({ storeId: 's2', categoryId: 12, rateBps: 175 });
  },
};

/** Neither a store nor a category, and a rate above 100 %: nothing is saved. */
export const Invalid: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const form = within(canvas.getByRole('form', { name: t('ledger.commission.addTitle') }));
    await userEvent.type(form.getByLabelText(t('ledger.commission.rate')), '120');
    await userEvent.click(form.getByRole('button', { name: t('ledger.commission.add') }));
    await waitFor(() => expect(form.getByText(t('ledger.commission.scopeRequired'))).toBeVisible());
    await expect(form.getByText(t('ledger.commission.invalid'))).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const DefaultRate: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getAllByLabelText(t('ledger.commission.rate'))[0]!;
    await expect(input).toHaveValue('0');
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    await userEvent.click(canvas.getByRole('button', { name: t('ledger.commission.save') }));
    await expect(args.onSave).toHaveBeenCalledWith({ storeId: null, categoryId: null, rateBps: 300 });
  },
};

export const NoOverrides: Story = {
  args: { rates: { defaultBps: 0, overrides: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('ledger.commission.noOverrides'))).toBeVisible();
  },
};

export const Refused: Story = {
  args: { message: 'Belə kateqoriya yoxdur.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Belə kateqoriya yoxdur.');
  },
};

export const Loading: Story = {
  args: { state: 'loading', rates: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('ledger.commission.add') })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: 'error', rates: null },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('admin.table.error.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
