import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import carpet from '../../primitives/Image/sample-carpet.png';
import { StoreDashboard } from './StoreDashboard.tsx';
import { StoreDashboardError, StoreDashboardSkeleton } from './StoreDashboardStates.tsx';
import type { StoreDashboardFigures, StoreDashboardStore } from './types.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const store: StoreDashboardStore = {
  companyName: 'Xalça Evi Şəki',
  profileImage: carpet,
  backgroundImage: carpet,
  premium: true,
  status: 'VERIFIED',
  isOnline: true,
  balance: 1234.5,
  access: ['Məhsul satışı', 'Fərdi sifarişlər'],
};

const figures: StoreDashboardFigures = {
  products: 128,
  activeProducts: 120,
  hiddenProducts: 8,
  totalViews: 48211,
  favourites: 913,
  followers: 1250,
  ratingAverage: 4.4,
};

const allDone = { storeNamed: true, profileComplete: true, firstProduct: true, firstPhoto: true };

const meta = {
  title: 'Widgets/StoreDashboard',
  component: StoreDashboard,
  parameters: { layout: 'fullscreen' },
  args: {
    store,
    figures,
    onboarding: allDone,
    links: { profile: '/profile', newProduct: '/products?new=1', products: '/products' },
  },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StoreDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EstablishedStore: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Xalça Evi Şəki' })).toBeVisible();
    await expect(canvas.getByText(t('merchant.dashboard.premium'))).toBeVisible();
    await expect(canvas.queryByText(t('merchant.dashboard.notVerified'))).toBeNull();
    await expect(canvas.getByText(t('merchant.dashboard.online'))).toBeVisible();
    await expect(canvas.getByText('1 234,50 ₼')).toBeVisible();
    await expect(canvas.getByText('Məhsul satışı, Fərdi sifarişlər')).toBeVisible();
    await expect(canvas.getByText('48 211')).toBeVisible();
    await expect(canvas.getByText('1 250')).toBeVisible();
    await expect(canvas.getByText('4,4')).toBeVisible();
    await expect(canvas.getByRole('img', { name: t('primitives.stars.label', { value: 4, max: 5 }) })).toBeVisible();
    // Every step done: no checklist.
    await expect(canvas.queryByRole('heading', { name: t('merchant.dashboard.checklist.title') })).toBeNull();
  },
};

export const NewStoreWithChecklist: Story = {
  args: {
    store: {
      ...store,
      companyName: '',
      profileImage: '',
      backgroundImage: '',
      premium: false,
      status: 'NOT_VERIFIED',
      isOnline: false,
      balance: 0,
      access: [],
    },
    figures: { products: 0, activeProducts: 0, hiddenProducts: 0, totalViews: 0, favourites: 0, followers: 0, ratingAverage: 0 },
    onboarding: { storeNamed: false, profileComplete: false, firstProduct: false, firstPhoto: false },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('merchant.dashboard.unnamedStore') })).toBeVisible();
    await expect(canvas.getByText(t('merchant.dashboard.notVerified'))).toBeVisible();
    await expect(canvas.getByText(t('merchant.dashboard.standard'))).toBeVisible();
    await expect(canvas.getByText(t('merchant.dashboard.offline'))).toBeVisible();
    await expect(canvas.getByText(t('merchant.dashboard.accessNone'))).toBeVisible();
    const checklist = canvas.getByRole('region', { name: t('merchant.dashboard.checklist.title') });
    await expect(within(checklist).getByText(t('merchant.dashboard.checklist.progress', { done: 0, total: 4 }))).toBeVisible();
    // The store's name comes first: without it buyers are shown none of the store's products.
    const first = within(checklist).getAllByRole('link')[0];
    await expect(first).toHaveAccessibleName(t('merchant.dashboard.checklist.storeName.title'));
    await expect(first).toHaveAttribute('href', '/profile');
    await expect(within(checklist).getByRole('link', { name: t('merchant.dashboard.checklist.profile.title') })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(
      within(checklist).getByRole('link', { name: t('merchant.dashboard.checklist.firstProduct.title') }),
    ).toHaveAttribute('href', '/products?new=1');
    await expect(
      within(checklist).getByRole('link', { name: t('merchant.dashboard.checklist.firstPhoto.title') }),
    ).toHaveAttribute('href', '/products');
  },
};

export const ChecklistHalfDone: Story = {
  args: { onboarding: { storeNamed: true, profileComplete: true, firstProduct: true, firstPhoto: false } },
  play: async ({ canvas }) => {
    const checklist = canvas.getByRole('region', { name: t('merchant.dashboard.checklist.title') });
    await expect(within(checklist).getByText(t('merchant.dashboard.checklist.progress', { done: 3, total: 4 }))).toBeVisible();
    // Done steps are no longer links; the remaining one is.
    await expect(within(checklist).getAllByRole('link')).toHaveLength(1);
    await expect(within(checklist).getByRole('link', { name: t('merchant.dashboard.checklist.firstPhoto.title') })).toBeVisible();
  },
};

/** An admin rejected the store: the seller reads the reason on the panel. */
export const RejectedWithReason: Story = {
  args: {
    store: { ...store, status: 'REJECTED', reviewNote: 'Məhsul şəkilləri başqa saytdan götürülüb.' },
  },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('alert');
    await expect(notice).toHaveTextContent(t('merchant.dashboard.review.rejectedTitle'));
    await expect(notice).toHaveTextContent(
      t('merchant.dashboard.review.rejectedReason', { reason: 'Məhsul şəkilləri başqa saytdan götürülüb.' }),
    );
    await expect(canvas.getByText(t('merchant.dashboard.review.rejectedBadge'))).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <StoreDashboardSkeleton />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('merchant.dashboard.loading'));
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

const retry = fn();

export const LoadFailed: Story = {
  render: () => <StoreDashboardError onRetry={retry} />,
  play: async ({ canvas, userEvent }) => {
    retry.mockClear();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('merchant.dashboard.error.title'));
    await userEvent.click(canvas.getByRole('button', { name: t('merchant.dashboard.error.retry') }));
    await expect(retry).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LongNameOnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    store: {
      ...store,
      companyName: 'Azərbaycan Milli Xalçaçılıq və Tətbiqi Sənət Emalatxanası',
      status: 'NOT_VERIFIED',
      access: ['Məhsulların idarə edilməsi', 'Fərdi sifarişlərin qəbulu', 'Mağaza statistikasına baxış'],
    },
    figures: { ...figures, totalViews: 12345678 },
    onboarding: { storeNamed: true, profileComplete: true, firstProduct: false, firstPhoto: false },
  },
  play: async ({ canvasElement }) => {
    const dashboard = canvasElement.querySelector<HTMLElement>('[data-slot="store-dashboard"]');
    await expect(dashboard?.scrollWidth).toBeLessThanOrEqual(dashboard?.clientWidth ?? 0);
  },
};
