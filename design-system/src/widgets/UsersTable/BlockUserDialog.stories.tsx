import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { BlockUserDialog } from './BlockUserDialog.tsx';
import { sampleUsers } from './sampleUsers.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const [blockedBuyer, seller] = sampleUsers();

const meta = {
  title: 'Widgets/UsersTable/BlockUserDialog',
  component: BlockUserDialog,
  parameters: { layout: 'fullscreen' },
  args: { user: seller!, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof BlockUserDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmBlock: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', {
      name: t('admin.users.confirm.blockTitle', { name: 'Şəki Kəlağayı Evi' }),
    });
    await expect(dialog).toHaveAccessibleDescription(t('admin.users.confirm.blockText'));
    await expect(within(dialog).getByText('rashad@xalca.az')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('admin.users.block') }));
    await expect(args.onConfirm).toHaveBeenCalledWith(seller);
  },
};

export const CancelWithEscape: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onCancel).toHaveBeenCalled());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmUnblock: Story = {
  args: { user: blockedBuyer! },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: t('admin.users.confirm.unblockTitle', { name: 'Aygün Əliyeva' }) });
    await expect(within(dialog).getByRole('button', { name: t('admin.users.unblock') })).toBeVisible();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: t('admin.users.block') });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(confirm).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: t('admin.users.confirm.cancel') })).toBeDisabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { errorCode: 'CANNOT_BLOCK_ADMIN' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('errors.CANNOT_BLOCK_ADMIN'));
  },
};

export const RefusedWithoutText: Story = {
  args: { errorCode: 'SOMETHING_UNKNOWN' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('admin.users.confirm.failed'));
  },
};
