import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { AdminUser } from '@marketplace/contract';
import { BlockUserDialog } from './BlockUserDialog.tsx';
import { UsersTable, type UsersTableProps } from './UsersTable.tsx';
import { sampleUsers } from './sampleUsers.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const users = sampleUsers();

/** The table and its confirmation as the admin page drives them: the row changes once the server has blocked. */
function WithConfirmation(props: UsersTableProps) {
  const [rows, setRows] = useState(props.users);
  const [asked, setAsked] = useState<AdminUser | null>(null);
  return (
    <>
      <UsersTable {...props} users={rows} onRequestBlock={setAsked} />
      <BlockUserDialog
        user={asked}
        onCancel={() => setAsked(null)}
        onConfirm={(user) => {
          setRows((current) =>
            current.map((row) =>
              row.id === user.id ? { ...row, status: row.status === 'BLOCKED' ? 'ACTIVE' : 'BLOCKED' } : row,
            ),
          );
          setAsked(null);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Widgets/UsersTable',
  component: UsersTable,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    state: 'ready',
    users,
    total: 2_417,
    page: 1,
    pageCount: 49,
    hrefForPage: (page: number) => `/users?page=${page}`,
    query: '',
    onQueryChange: fn(),
    kind: 'ALL',
    onKindChange: fn(),
    status: 'ALL',
    onStatusChange: fn(),
    onClear: fn(),
    onRequestBlock: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UsersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryKind: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: t('pages.admin.users.title') });
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('data-slot') === 'user-row');
    await expect(rows).toHaveLength(4);
    await expect(within(rows[1]!).getByText(t('admin.users.kinds.2'))).toBeVisible();
    await expect(within(rows[1]!).getByText('7e2a9c41')).toHaveAttribute('title', '7e2a9c41-0d3b-4f8e-a1c6-2b5d9e7f3a10');
    await expect(within(rows[2]!).getByText('+994557654321')).toBeVisible();
    // Admin accounts cannot be blocked from here: no button on their row.
    await expect(
      within(rows[3]!).queryByRole('button', { name: t('admin.users.blockOf', { name: 'admin@hediyye.az' }) }),
    ).toBeNull();
    // Thousands are grouped by a narrow no-break space, which the default text matcher would fold away.
    await expect(
      canvas.getByText(t('admin.users.total', { count: 2417, formatted: '2\u202f417' }), { normalizer: (text) => text }),
    ).toBeVisible();
  },
};

export const BlockedRow: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const blocked = canvas.getAllByRole('row').find((row) => row.getAttribute('data-status') === 'BLOCKED')!;
    await expect(within(blocked).getByText(t('admin.users.status.BLOCKED'))).toBeVisible();
    const unblock = within(blocked).getByRole('button', { name: t('admin.users.unblockOf', { name: 'Aygün Əliyeva' }) });
    await userEvent.click(unblock);
    await expect(args.onRequestBlock).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'c3f9a2d4-6b1e-4a7f-9e2c-5d8b0f1a3e47' }),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const DetailsUnfolded: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: t('admin.users.detailsOf', { name: 'Şəki Kəlağayı Evi' }) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    await expect(details).toBeVisible();
    await expect(within(details).getByText('7e2a9c41-0d3b-4f8e-a1c6-2b5d9e7f3a10')).toBeVisible();
    await expect(within(details).getByText(t('admin.users.merchantStatus.NOT_VERIFIED'))).toBeVisible();
    await expect(within(details).getByText('25.11.2026 11:05')).toBeVisible();
    toggle.blur();
  },
};

export const SearchAndFilters: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: t('admin.users.search.label') }), '  aygun {Enter}');
    await expect(args.onQueryChange).toHaveBeenCalledWith('aygun');
    await userEvent.selectOptions(canvas.getByLabelText(t('admin.users.filters.kind')), t('admin.users.kinds.2'));
    await expect(args.onKindChange).toHaveBeenCalledWith('2');
    await userEvent.selectOptions(canvas.getByLabelText(t('admin.users.filters.status')), t('admin.users.statusFilter.BLOCKED'));
    await expect(args.onStatusChange).toHaveBeenCalledWith('BLOCKED');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const BlockAfterConfirmation: Story = {
  render: (args) => <WithConfirmation {...args} />,
  play: async ({ canvas, userEvent }) => {
    // `hidden`: while the dialog is open the page behind it is hidden from assistive technology.
    const row = () =>
      canvas.getAllByRole('row', { hidden: true }).find((candidate) => candidate.textContent?.includes('rashad@xalca.az'))!;
    await userEvent.click(within(row()).getByRole('button', { name: t('admin.users.blockOf', { name: 'Şəki Kəlağayı Evi' }) }));
    const dialog = await screen.findByRole('dialog', {
      name: t('admin.users.confirm.blockTitle', { name: 'Şəki Kəlağayı Evi' }),
    });
    // Nothing changes before the admin confirms.
    await expect(row()).toHaveAttribute('data-status', 'ACTIVE');
    await userEvent.click(within(dialog).getByRole('button', { name: t('admin.users.block') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(row()).toHaveAttribute('data-status', 'BLOCKED');
    await expect(
      within(row()).getByRole('button', { name: t('admin.users.unblockOf', { name: 'Şəki Kəlağayı Evi' }) }),
    ).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  args: { state: 'loading', users: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('admin.table.loading'));
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { users: [], total: 0, pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: t('admin.users.empty.title') })).toBeVisible();
  },
};

export const NoMatches: Story = {
  args: { users: [], total: 0, pageCount: 0, query: 'heç kim', status: 'BLOCKED' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: t('admin.table.noMatches.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('admin.users.clear') }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ReadFailed: Story = {
  args: { state: 'error', users: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('admin.table.error.title'));
    await userEvent.click(canvas.getByRole('button', { name: t('admin.table.error.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: t('pages.admin.users.title') })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
