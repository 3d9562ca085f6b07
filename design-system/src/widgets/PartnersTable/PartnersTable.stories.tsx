import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { toggledPartnerStatus } from '@marketplace/contract';
import { notify } from '../../primitives/Toaster/notify.ts';
import { Toaster } from '../../primitives/Toaster/Toaster.tsx';
import { PartnersTable, type PartnersTableProps } from './PartnersTable.tsx';
import { samplePartners } from './samplePartners.ts';
import type { PartnerRow } from './types.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const partners = samplePartners();

/**
 * The table as the admin page drives it: the server call first, the row changes only once it
 * succeeds, a failure is told by a toast and the row stays as it was.
 */
function ServerBackedTable({
  serverAnswers,
  ...props
}: PartnersTableProps & { serverAnswers: (partner: PartnerRow) => Promise<void> }) {
  const [rows, setRows] = useState(props.partners);
  async function toggleStatus(partner: PartnerRow) {
    try {
      await serverAnswers(partner);
      setRows((current) =>
        current.map((row) => (row.id === partner.id ? { ...row, status: toggledPartnerStatus(row.status) } : row)),
      );
    } catch (error) {
      notify.error(t('admin.partners.toast.statusFailed', { name: partner.companyName }));
      throw error;
    }
  }
  return (
    <>
      <PartnersTable {...props} partners={rows} onToggleStatus={toggleStatus} />
      <Toaster />
    </>
  );
}

const meta = {
  title: 'Widgets/PartnersTable',
  component: PartnersTable,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    partners,
    total: 1_204,
    page: 1,
    pageCount: 25,
    hrefForPage: (n: number) => `/partners?page=${n}`,
    status: 'ALL',
    onStatusChange: fn(),
    review: 'ALL',
    onReviewChange: fn(),
    awaitingReview: 2,
    onApprove: fn(async () => undefined),
    onReject: fn(async () => undefined),
    query: '',
    onQueryChange: fn(),
    onRefresh: fn(),
    onToggleStatus: fn(async () => undefined),
    onTogglePremium: fn(async () => undefined),
    onOpenDetails: fn(),
  },
  decorators: [
    (Story) => (
      <div className="p-4 sm:p-6">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => () => notify.dismiss(),
} satisfies Meta<typeof PartnersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('admin.partners.title') })).toBeVisible();
    await expect(canvas.getByText(t('admin.partners.total', { count: 1_204, formatted: '1 204' }))).toBeVisible();
    // A header row and one row per store; the id shows its first 8 characters.
    await expect(canvas.getAllByRole('row')).toHaveLength(partners.length + 1);
    const first = rowOf('Şəki Kəlağayı Evi');
    await expect(within(first).getByText('aaaaaaa1')).toHaveAttribute('title', partners[0]?.id);
    await expect(within(first).getByText('magaza1@example.az')).toBeVisible();
    await expect(within(first).getByText(t('admin.partners.status.ACTIVE'))).toBeVisible();
    await expect(
      within(first).getByRole('checkbox', { name: t('admin.partners.premiumOf', { name: 'Şəki Kəlağayı Evi' }) }),
    ).toBeChecked();
    await expect(
      within(rowOf('Gəncə Keramika')).getByRole('button', { name: t('admin.partners.activateOf', { name: 'Gəncə Keramika' }) }),
    ).toBeVisible();

    await userEvent.click(
      within(first).getByRole('button', { name: t('admin.partners.detailsOf', { name: 'Şəki Kəlağayı Evi' }) }),
    );
    await expect(args.onOpenDetails).toHaveBeenCalledWith(partners[0]);
    await userEvent.click(
      within(first).getByRole('checkbox', { name: t('admin.partners.premiumOf', { name: 'Şəki Kəlağayı Evi' }) }),
    );
    await expect(args.onTogglePremium).toHaveBeenCalledWith(partners[0]);
    await userEvent.click(canvas.getByRole('button', { name: t('admin.partners.refresh') }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    const filters = canvas.getByRole('group', { name: t('admin.partners.filter.label') });
    await userEvent.click(within(filters).getByRole('button', { name: t('admin.partners.filter.INACTIVE') }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('INACTIVE');
    await userEvent.type(canvas.getByRole('searchbox', { name: t('admin.partners.search.label') }), ' şəki {Enter}');
    await expect(args.onQueryChange).toHaveBeenCalledWith('şəki');
    const pages = canvas.getByRole('navigation', { name: t('catalogue.pagination.label') });
    await expect(within(pages).getByRole('link', { name: t('catalogue.pagination.page', { page: 25 }) })).toHaveAttribute(
      'href',
      '/partners?page=25',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The review queue: the named stores awaiting review, counted on their tab; the admin approves one. */
export const ReviewQueue: Story = {
  args: {
    review: 'AWAITING',
    partners: partners.filter((partner) => partner.merchantStatus === 'NOT_VERIFIED'),
    total: 2,
    pageCount: 1,
  },
  play: async ({ canvas, args, userEvent }) => {
    const review = canvas.getByRole('group', { name: t('admin.partners.review.label') });
    const queue = within(review).getByRole('button', { name: t('admin.partners.review.filter.AWAITING', { formatted: '2' }) });
    await expect(queue).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    const name = 'Quba Xalça Atelyesi';
    await expect(within(rowOf(name)).getByText(t('admin.partners.review.state.AWAITING'))).toBeVisible();
    await userEvent.click(within(rowOf(name)).getByRole('button', { name: t('admin.partners.review.approveOf', { name }) }));
    await expect(args.onApprove).toHaveBeenCalledWith(partners[1]);
    await userEvent.click(within(review).getByRole('button', { name: t('admin.partners.review.filter.VERIFIED') }));
    await expect(args.onReviewChange).toHaveBeenCalledWith('VERIFIED');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A rejection needs its reason: the dialog refuses an empty one, then sends the reason typed. */
export const RejectNeedsReason: Story = {
  args: {
    review: 'AWAITING',
    partners: partners.filter((partner) => partner.merchantStatus === 'NOT_VERIFIED'),
    total: 2,
    pageCount: 1,
  },
  play: async ({ args, userEvent }) => {
    const name = 'Xətt-i Zərif';
    await userEvent.click(within(rowOf(name)).getByRole('button', { name: t('admin.partners.review.rejectOf', { name }) }));
    const dialog = await screen.findByRole('dialog', { name: t('admin.partners.review.dialog.title', { name }) });
    await userEvent.click(within(dialog).getByRole('button', { name: t('admin.partners.review.dialog.confirm') }));
    const reason = within(dialog).getByRole('textbox', { name: new RegExp(t('admin.partners.review.dialog.reason')) });
    await expect(reason).toHaveAccessibleDescription(t('admin.partners.review.dialog.reasonRequired'));
    await expect(args.onReject).not.toHaveBeenCalled();
    await userEvent.type(reason, 'Məhsul şəkilləri başqa saytdan götürülüb.');
    await expect(within(dialog).queryByText(t('admin.partners.review.dialog.reasonRequired'))).toBeNull();
    await userEvent.type(reason, ' ');
    await expect(reason).toHaveValue('Məhsul şəkilləri başqa saytdan götürülüb. ');
  },
};

/** Every review state in one list: a rejected store shows its reason and may still be approved. */
export const ReviewStates: Story = {
  play: async () => {
    const rejected = rowOf('İçərişəhər Qalereyası');
    await expect(within(rejected).getByText(t('admin.partners.review.state.REJECTED'))).toBeVisible();
    await expect(within(rejected).getByText('Profil şəkli və əlaqə nömrəsi yoxdur.')).toBeVisible();
    await expect(
      within(rejected).getByRole('button', { name: t('admin.partners.review.approveOf', { name: 'İçərişəhər Qalereyası' }) }),
    ).toBeVisible();
    const verified = rowOf('Şəki Kəlağayı Evi');
    await expect(within(verified).getByText(t('admin.partners.review.state.VERIFIED'))).toBeVisible();
    await expect(
      within(verified).queryByRole('button', { name: t('admin.partners.review.approveOf', { name: 'Şəki Kəlağayı Evi' }) }),
    ).toBeNull();
  },
};

/** Deactivation asks first, naming the store; the admin confirms. */
async function confirmDeactivation(name: string, user: { click: (element: Element) => Promise<void> }) {
  const dialog = await screen.findByRole('dialog', { name: t('admin.partners.confirmDeactivate.title', { name }) });
  await user.click(within(dialog).getByRole('button', { name: t('admin.partners.confirmDeactivate.confirm') }));
}

export const StatusToggleSucceeds: Story = {
  render: (args) => <ServerBackedTable {...args} serverAnswers={async () => undefined} />,
  play: async ({ userEvent }) => {
    const name = 'Lahıc Mis Ustaları';
    await userEvent.click(within(rowOf(name)).getByRole('button', { name: t('admin.partners.deactivateOf', { name }) }));
    await confirmDeactivation(name, userEvent);
    // Only after the server answered: the row says inactive and offers activation.
    await waitFor(() => expect(within(rowOf(name)).getByText(t('admin.partners.status.INACTIVE'))).toBeVisible());
    await expect(within(rowOf(name)).getByRole('button', { name: t('admin.partners.activateOf', { name }) })).toBeEnabled();
    await expect(screen.queryByRole('alert')).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const StatusToggleFails: Story = {
  render: (args) => <ServerBackedTable {...args} serverAnswers={() => Promise.reject(new Error('offline'))} />,
  play: async ({ userEvent }) => {
    const name = 'Lahıc Mis Ustaları';
    await userEvent.click(within(rowOf(name)).getByRole('button', { name: t('admin.partners.deactivateOf', { name }) }));
    await confirmDeactivation(name, userEvent);
    const toast = await screen.findByRole('alert');
    await expect(toast).toHaveTextContent(t('admin.partners.toast.statusFailed', { name }));
    // The row is as it was: still active, still offering deactivation.
    await expect(within(rowOf(name)).getByText(t('admin.partners.status.ACTIVE'))).toBeVisible();
    await waitFor(() =>
      expect(within(rowOf(name)).getByRole('button', { name: t('admin.partners.deactivateOf', { name }) })).toBeEnabled(),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const StatusCallPending: Story = {
  args: { onToggleStatus: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ userEvent }) => {
    const name = 'Quba Xalça Atelyesi';
    const button = within(rowOf(name)).getByRole('button', { name: t('admin.partners.deactivateOf', { name }) });
    await userEvent.click(button);
    await confirmDeactivation(name, userEvent);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await expect(within(rowOf(name)).getByText(t('admin.partners.status.ACTIVE'))).toBeVisible();
  },
};

export const DeactivationAsksFirst: Story = {
  play: async ({ args, userEvent }) => {
    const name = 'Quba Xalça Atelyesi';
    await userEvent.click(within(rowOf(name)).getByRole('button', { name: t('admin.partners.deactivateOf', { name }) }));
    const dialog = await screen.findByRole('dialog', { name: t('admin.partners.confirmDeactivate.title', { name }) });
    await expect(dialog).toHaveAccessibleDescription(t('admin.partners.confirmDeactivate.description'));
    await expect(args.onToggleStatus).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: t('admin.partners.confirmDeactivate.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onToggleStatus).not.toHaveBeenCalled();
    await userEvent.click(within(rowOf(name)).getByRole('button', { name: t('admin.partners.deactivateOf', { name }) }));
    await expect(
      await screen.findByRole('dialog', { name: t('admin.partners.confirmDeactivate.title', { name }) }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', partners: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('admin.partners.loading'));
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  args: { state: 'error', partners: [], total: 0 },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('admin.partners.error.title'));
    await userEvent.click(canvas.getByRole('button', { name: t('admin.partners.error.retry') }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NoPartnersYet: Story = {
  args: { partners: [], total: 0, pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: t('admin.partners.empty.title') })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const NothingMatches: Story = {
  args: { partners: [], total: 0, pageCount: 0, status: 'INACTIVE', query: 'nar' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('searchbox', { name: t('admin.partners.search.label') })).toHaveValue('nar');
    await userEvent.click(canvas.getByRole('button', { name: t('admin.partners.noMatches.clear') }));
    await expect(args.onQueryChange).toHaveBeenCalledWith('');
    await expect(args.onStatusChange).toHaveBeenCalledWith('ALL');
    await expect(args.onReviewChange).toHaveBeenCalledWith('ALL');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const inEveryLanguage = (locale: 'az' | 'en' | 'ru' | 'tr'): Story => ({
  globals: { locale },
  args: { partners: partners.slice(0, 4), total: 4, pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('admin.partners.title') })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: t('admin.partners.columns.premium') })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('admin.partners.activateOf', { name: 'Gəncə Keramika' }) }),
    ).toHaveTextContent(t('admin.partners.activate'));
  },
});
export const Azerbaijani = inEveryLanguage('az');
export const English = inEveryLanguage('en');
export const Russian = inEveryLanguage('ru');
export const Turkish = inEveryLanguage('tr');

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { partners: partners.slice(0, 3), total: 3, pageCount: 1 },
  play: async ({ canvas, canvasElement }) => {
    // The table scrolls inside its frame; the page itself does not.
    const region = canvas.getByRole('region', { name: t('admin.partners.title') });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
