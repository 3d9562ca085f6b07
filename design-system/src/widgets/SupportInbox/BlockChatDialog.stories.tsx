import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { BlockChatDialog } from './BlockChatDialog.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const account = { id: 'a1', name: 'Aysel Məmmədova', email: 'aysel@example.az' };

const meta = {
  title: 'Widgets/SupportInbox/BlockChatDialog',
  component: BlockChatDialog,
  parameters: { layout: 'fullscreen' },
  args: { account, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof BlockChatDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmBlock: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: t('admin.support.confirm.title', { name: 'Aysel Məmmədova' }) });
    await expect(dialog).toHaveAccessibleDescription(t('admin.support.confirm.text'));
    await expect(within(dialog).getByText('aysel@example.az')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('admin.support.confirm.block') }));
    await expect(args.onConfirm).toHaveBeenCalledWith('a1');
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

export const Pending: Story = {
  args: { pending: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: t('admin.support.confirm.block') });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: t('admin.support.confirm.cancel') })).toBeDisabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { errorCode: 'ACCOUNT_NOT_FOUND' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('errors.ACCOUNT_NOT_FOUND'));
  },
};

export const RefusedWithoutText: Story = {
  args: { errorCode: 'SOMETHING_UNKNOWN' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('admin.support.confirm.failed'));
  },
};
