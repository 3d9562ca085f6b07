import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CommissionRates } from './CommissionRates.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
/** The store box's list of matches. */
const matches = (canvas: HTMLElement | ReturnType<typeof within>) =>
  within(('getByRole' in canvas ? canvas : within(canvas)).getByRole('listbox', { name: t('ledger.commission.storeMatches') }));

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
    storeSearch: { query: '', onQueryChange: fn(), state: 'idle', stores: [], total: 0 },
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

/** A rate for one store in one category: the store found by its name, the rate typed with a comma. */
export const AddOverride: Story = {
  args: {
    storeSearch: {
      query: 'Lahıc',
      onQueryChange: fn(),
      state: 'ready',
      stores: [{ id: 's2', name: 'Lahıc Mis Emalatxanası' }],
      total: 1,
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    const form = within(canvas.getByRole('form', { name: t('ledger.commission.addTitle') }));
    const box = form.getByRole('combobox', { name: t('ledger.commission.store') });
    await userEvent.click(box);
    await userEvent.click(matches(canvas).getByRole('option', { name: 'Lahıc Mis Emalatxanası' }));
    await expect(box).toHaveValue('Lahıc Mis Emalatxanası');
    await expect(canvas.queryByRole('listbox', { name: t('ledger.commission.storeMatches') })).toBeNull();
    await userEvent.selectOptions(form.getByLabelText(t('ledger.commission.category')), '12');
    await userEvent.type(form.getByLabelText(t('ledger.commission.rate')), '1,75');
    await userEvent.click(form.getByRole('button', { name: t('ledger.commission.add') }));
    await expect(args.onSave).toHaveBeenCalledWith({ storeId: 's2', categoryId: 12, rateBps: 175 });
    // The box is emptied for the next rate.
    await waitFor(() => expect(args.storeSearch.onQueryChange).toHaveBeenLastCalledWith(''));
  },
};

/** The admin types a store's name: the server is asked, the box says so. */
export const SearchingStores: Story = {
  args: { storeSearch: { query: 'Şəki', onQueryChange: fn(), state: 'searching', stores: [], total: 0 } },
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: t('ledger.commission.store') });
    await expect(canvas.getByRole('status')).toHaveTextContent(t('ledger.commission.storeSearching'));
    await userEvent.type(box, 'k');
    await expect(args.storeSearch.onQueryChange).toHaveBeenCalledWith('Şəkik');
  },
};

/** No store's name holds what was typed: nothing to choose, and the box says so. */
export const NoStoreMatches: Story = {
  args: { storeSearch: { query: 'Qəbələ', onQueryChange: fn(), state: 'ready', stores: [], total: 0 } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: t('ledger.commission.store') }));
    await expect(canvas.getByRole('status')).toHaveTextContent(t('ledger.commission.storeNoMatch', { query: 'Qəbələ' }));
    await expect(canvas.queryByRole('listbox', { name: t('ledger.commission.storeMatches') })).toBeNull();
  },
};

/** More stores match than one page: the first are offered (keys choose one), and the box asks for more of the name. */
export const ManyStoreMatches: Story = {
  args: {
    storeSearch: {
      query: 'Evi',
      onQueryChange: fn(),
      state: 'ready',
      stores: [
        { id: 's1', name: 'Şəki Kəlağayı Evi' },
        { id: 's3', name: 'Qarabağ Xalça Evi' },
      ],
      total: 137,
    },
  },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: t('ledger.commission.store') });
    await userEvent.click(box);
    await expect(matches(canvas).getAllByRole('option')).toHaveLength(2);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('ledger.commission.storeMore', { shown: 2, total: 137 }));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(box).toHaveValue('Qarabağ Xalça Evi');
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
