import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { sampleManagedCategories } from '../CategoryManager/sampleManager.ts';
import { CategoryDeleteDialog } from './CategoryDeleteDialog.tsx';
import { CategoryEditorDialog } from './CategoryEditorDialog.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const meta = {
  title: 'Widgets/CategoryEditor',
  component: CategoryEditorDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    target: { kind: 'add', parentId: 3 },
    categories: sampleManagedCategories,
    onSave: fn(async () => undefined),
    onClose: fn(),
  },
} satisfies Meta<typeof CategoryEditorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddWithFourTitles: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: t('adminCategories.editor.addTitle') });
    const parent = within(dialog).getByRole('combobox', { name: t('adminCategories.editor.parent') });
    await expect(parent).toHaveValue('3');
    await userEvent.click(within(dialog).getByRole('button', { name: t('adminCategories.editor.create') }));
    await expect(within(dialog).getByText(t('adminCategories.editor.azRequired'))).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(t('adminCategories.editor.titleIn.az')) }),
      '  Çini qablar ',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: t('adminCategories.editor.titleIn.en') }), 'Tiled ware');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: t('adminCategories.editor.titleIn.ru') }),
      'Изразцовая посуда',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('adminCategories.editor.create') }));
    await expect(args.onSave).toHaveBeenCalledWith({
      titles: { az: 'Çini qablar', en: 'Tiled ware', ru: 'Изразцовая посуда' },
      upperCategoryId: 3,
    });
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const ReparentRefusesOwnSubtree: Story = {
  args: { target: { kind: 'edit', id: 1, titles: { az: 'Xalçalar', en: 'Carpets' }, upperCategoryId: null } },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: t('adminCategories.editor.editTitle') });
    const parent = within(dialog).getByRole('combobox', { name: t('adminCategories.editor.parent') });
    const option = (label: string) => within(parent).getByRole('option', { name: label });
    // Itself and its subcategories cannot be its parent; a leaf holding products cannot take subcategories.
    await expect(option('Xalçalar')).toBeDisabled();
    await expect(option('— Quba xalçaları')).toBeDisabled();
    await expect(option('— Sırğalar')).toBeDisabled();
    await expect(option('— Qab-qacaq')).toBeEnabled();
    await userEvent.selectOptions(parent, '— Qab-qacaq');
    await userEvent.click(within(dialog).getByRole('button', { name: t('adminCategories.editor.save') }));
    await expect(args.onSave).toHaveBeenCalledWith({ titles: { az: 'Xalçalar', en: 'Carpets' }, upperCategoryId: 32 });
  },
};

export const ServerRefusal: Story = {
  args: {
    target: { kind: 'edit', id: 4, titles: { az: 'Xəttatlıq' }, upperCategoryId: null },
    onSave: fn(async () => Promise.reject(Object.assign(new Error('cycle'), { code: 'CATEGORY_CYCLE' }))),
  },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('adminCategories.editor.save') }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(t('errors.CATEGORY_CYCLE'));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const DeleteRefusedForNonEmpty: StoryObj<typeof CategoryDeleteDialog> = {
  render: (args) => <CategoryDeleteDialog {...args} />,
  args: { title: 'Quba xalçaları', productCount: 3, hasSubcategories: false, onDelete: fn(async () => undefined), onClose: fn() },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: t('adminCategories.delete.title', { title: 'Quba xalçaları' }) });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('adminCategories.delete.hasProducts', { count: 3 }));
    await expect(within(dialog).queryByRole('button', { name: t('adminCategories.delete.confirm') })).toBeNull();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const DeleteRefusedWithSubcategories: StoryObj<typeof CategoryDeleteDialog> = {
  render: (args) => <CategoryDeleteDialog {...args} />,
  args: { title: 'Zərgərlik', productCount: 0, hasSubcategories: true, onDelete: fn(async () => undefined), onClose: fn() },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('adminCategories.delete.hasSubcategories'));
  },
};

export const DeleteEmpty: StoryObj<typeof CategoryDeleteDialog> = {
  render: (args) => <CategoryDeleteDialog {...args} />,
  args: {
    title: 'Qab-qacaq',
    productCount: 0,
    hasSubcategories: false,
    // The server still says no: a product was added meanwhile.
    onDelete: fn(async () => Promise.reject(Object.assign(new Error('not empty'), { code: 'CATEGORY_NOT_EMPTY' }))),
    onClose: fn(),
  },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText(t('adminCategories.delete.hint'))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('adminCategories.delete.confirm') }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(t('errors.CATEGORY_NOT_EMPTY'));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
