import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import carpet from '../../primitives/Image/sample-carpet.png';
import { PartnerDetailDialog } from './PartnerDetailDialog.tsx';
import type { PartnerDetail, PermissionCategory } from './types.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const categories: PermissionCategory[] = [
  { id: 1, title: 'Hədiyyələr', upperCategoryId: null, position: 1 },
  { id: 2, title: 'Vazalar', upperCategoryId: 1, position: 1 },
  { id: 3, title: 'Kulonlar', upperCategoryId: 1, position: 2 },
  { id: 5, title: 'Xalçalar', upperCategoryId: null, position: 2 },
  { id: 6, title: 'Quba xalçaları', upperCategoryId: 5, position: 1 },
  { id: 7, title: 'Qarabağ xalçaları', upperCategoryId: 5, position: 2 },
  { id: 8, title: 'Xidmətlər', upperCategoryId: null, position: 3 },
  { id: 9, title: 'Sifarişlə portret', upperCategoryId: 8, position: 1 },
];

const partner: PartnerDetail = {
  id: '3f2c9a1e-7b7d-4c1a-9a55-0d6e1c2b9f10',
  companyName: 'Quba Xalça Atelyesi',
  companyEmail: 'satis@quba-xalca.az',
  email: 'elshen@example.az',
  profileImage: carpet,
  socialMediaAccount: '@quba.xalca',
  status: 'ACTIVE',
  premium: true,
  merchantStatus: 'VERIFIED',
  reviewNote: '',
  allCategories: false,
  categories: ['1', '2', '3', '5', '6', '7'],
  items: [],
  itemCount: 27,
  createdDate: '2026-03-01T10:00:00.000Z',
  productGroups: [
    {
      categoryId: 6,
      count: 21,
      items: [
        { id: 'i1', productName: 'Qırmızı Quba xalçası, 2×3 m', coverImage: '', status: 'ACTIVE' },
        { id: 'i2', productName: 'Kiçik namazlıq', coverImage: '', status: 'HIDDEN' },
        { id: 'i3', productName: 'Yun kilim', coverImage: '', status: 'ACTIVE' },
      ],
    },
    { categoryId: 2, count: 1, items: [{ id: 'i4', productName: 'Keramika vaza', coverImage: '', status: 'ACTIVE' }] },
  ],
};

const meta = {
  title: 'Widgets/PartnerDetailDialog',
  component: PartnerDetailDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    state: 'ready',
    name: partner.companyName,
    partner,
    categories,
    onSave: fn(async () => undefined),
    onRetry: fn(),
    hrefForCategoryProducts: (id: number) => `/products?store=${partner.id}&category=${id}`,
  },
} satisfies Meta<typeof PartnerDetailDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (name: string) => screen.getByRole('checkbox', { name });
const expand = (name: string) => screen.getByRole('button', { name: t('admin.partners.detail.permissions.expand', { name }) });
const saveButton = () => screen.queryByRole('button', { name: t('admin.partners.detail.save') });

export const Details: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: partner.companyName });
    await expect(within(dialog).getByText('satis@quba-xalca.az')).toBeVisible();
    await expect(within(dialog).getByText('@quba.xalca')).toBeVisible();
    await expect(within(dialog).getByText(t('admin.partners.status.ACTIVE'))).toBeVisible();
    await expect(
      within(dialog).getByRole('img', { name: t('admin.partners.detail.profileImage', { name: partner.companyName }) }),
    ).toBeVisible();
    // Counts: all products, and the permitted categories.
    await expect(within(dialog).getByText(t('admin.partners.detail.productCount')).nextElementSibling).toHaveTextContent('27');
    await expect(within(dialog).getByText(t('admin.partners.detail.categoryCount')).nextElementSibling).toHaveTextContent('6');
    // Products grouped by category, a hidden one marked, the way to the rest.
    const groups = within(dialog).getByRole('list', { name: t('admin.partners.detail.products.title') });
    const carpets = within(groups).getByRole('heading', { name: 'Quba xalçaları' }).closest('li') as HTMLElement;
    await expect(
      within(carpets).getByText(t('admin.partners.detail.products.count', { count: 21, formatted: '21' })),
    ).toBeVisible();
    await expect(within(carpets).getByText(t('admin.partners.detail.products.hidden'))).toBeVisible();
    await expect(within(carpets).getByRole('link', { name: t('admin.partners.detail.products.more') })).toHaveAttribute(
      'href',
      `/products?store=${partner.id}&category=6`,
    );
    // Nothing changed yet: no Save Changes.
    await expect(box('Hədiyyələr')).toHaveAttribute('aria-checked', 'true');
    await expect(box('Xidmətlər')).toHaveAttribute('aria-checked', 'false');
    await expect(saveButton()).toBeNull();
  },
};

export const TickCascadeAndIndeterminate: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    await userEvent.click(expand('Xalçalar'));
    // Unticking one carpet leaves the parent partly ticked.
    await userEvent.click(box('Quba xalçaları'));
    await expect(box('Quba xalçaları')).toHaveAttribute('aria-checked', 'false');
    await expect(box('Xalçalar')).toHaveAttribute('aria-checked', 'mixed');
    await expect(saveButton()).toBeVisible();
    // Ticking the partly ticked parent ticks every child again: back to the saved list, no Save Changes.
    await userEvent.click(box('Xalçalar'));
    await expect(box('Quba xalçaları')).toHaveAttribute('aria-checked', 'true');
    await expect(box('Xalçalar')).toHaveAttribute('aria-checked', 'true');
    await expect(saveButton()).toBeNull();
    // Unticking a parent clears its children.
    await userEvent.click(box('Xalçalar'));
    await expect(box('Quba xalçaları')).toHaveAttribute('aria-checked', 'false');
    await expect(box('Qarabağ xalçaları')).toHaveAttribute('aria-checked', 'false');
    // Ticking a parent ticks its children, shown once expanded.
    await userEvent.click(box('Xidmətlər'));
    await userEvent.click(expand('Xidmətlər'));
    await expect(box('Sifarişlə portret')).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(saveButton() as HTMLElement);
    await expect(args.onSave).toHaveBeenCalledWith({
      partnerId: partner.id,
      addedCategories: [8, 9],
      removedCategories: [5, 6, 7],
      finalCategoryList: [1, 2, 3, 8, 9],
    });
    // Saved: the ticks are the new list, Save Changes goes away, the count follows.
    await waitFor(() => expect(saveButton()).toBeNull());
    await expect(screen.getByText(t('admin.partners.detail.categoryCount')).nextElementSibling).toHaveTextContent('5');
  },
};

export const SaveFailsKeepsTicks: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    await userEvent.click(box('Hədiyyələr'));
    await userEvent.click(saveButton() as HTMLElement);
    await expect(args.onSave).toHaveBeenCalledOnce();
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await expect(box('Hədiyyələr')).toHaveAttribute('aria-checked', 'false');
    await expect(screen.getByRole('status')).toHaveTextContent(t('admin.partners.detail.modified'));
  },
};

export const Loading: Story = {
  args: { state: 'loading', partner: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: partner.companyName });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(t('admin.partners.detail.loading'));
  },
};

export const LoadFailed: Story = {
  args: { state: 'error', partner: undefined },
  play: async ({ args, userEvent }) => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(t('admin.partners.detail.errorTitle'));
    await userEvent.click(within(alert).getByRole('button', { name: t('admin.partners.detail.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

const inLanguage = (locale: 'en' | 'ru' | 'tr'): Story => ({
  globals: { locale },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: partner.companyName });
    await expect(within(dialog).getByRole('heading', { name: t('admin.partners.detail.permissions.title') })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: t('admin.partners.detail.close') })).toBeVisible();
  },
});
export const English = inLanguage('en');
export const Russian = inLanguage('ru');
export const Turkish = inLanguage('tr');

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(box('Hədiyyələr'));
    await expect(saveButton()).toBeVisible();
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(window.innerWidth);
  },
};

export const PartlyPermittedSubtree: Story = {
  args: { partner: { ...partner, categories: ['6', '9'] } },
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog');
    // Only Quba carpets of the carpets: the parent reads as partly ticked before anything is touched.
    await expect(box('Xalçalar')).toHaveAttribute('aria-checked', 'mixed');
    await expect(box('Hədiyyələr')).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(expand('Xalçalar'));
    await expect(box('Quba xalçaları')).toHaveAttribute('aria-checked', 'true');
    await expect(box('Qarabağ xalçaları')).toHaveAttribute('aria-checked', 'false');
    await expect(saveButton()).toBeNull();
  },
};

/** A store that may use every category (the default) is answered as a flag, without the ids: all read as ticked. */
export const AllCategoriesPermitted: Story = {
  args: { partner: { ...partner, allCategories: true, categories: [] } },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    for (const name of ['Hədiyyələr', 'Xalçalar', 'Xidmətlər']) await expect(box(name)).toHaveAttribute('aria-checked', 'true');
    await expect(saveButton()).toBeNull();
    // Unticking one category saves the others as the list.
    await userEvent.click(box('Xidmətlər'));
    await userEvent.click(saveButton()!);
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ partnerId: partner.id, removedCategories: [8, 9], finalCategoryList: [1, 2, 3, 5, 6, 7] }),
    );
  },
};
