import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { SupportChatActions } from './SupportChatActions.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const admins = [
  { id: 'ad1', name: 'Leyla Quliyeva' },
  { id: 'ad2', name: 'Nicat Əhmədov' },
];

const meta = {
  title: 'Widgets/SupportInbox/SupportChatActions',
  component: SupportChatActions,
  args: {
    status: 'open',
    onStatusChange: fn(),
    assignee: null,
    admins,
    meId: 'ad1',
    onAssign: fn(),
    account: { id: 'a1', name: 'Aysel Məmmədova' },
    onRequestBlock: fn(),
    onAllowAgain: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl bg-paper">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SupportChatActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AssignCloseAndBlock: Story = {
  name: 'Assign to me, to another admin or nobody; close; block',
  play: async ({ args, canvas, userEvent }) => {
    const assignee = canvas.getByRole('combobox', { name: t('admin.support.assign.label') });
    await expect(assignee).toHaveDisplayValue(t('admin.support.assign.nobody'));
    await userEvent.selectOptions(assignee, t('admin.support.assign.me', { name: 'Leyla Quliyeva' }));
    await expect(args.onAssign).toHaveBeenLastCalledWith('ad1');
    await userEvent.selectOptions(assignee, 'Nicat Əhmədov');
    await expect(args.onAssign).toHaveBeenLastCalledWith('ad2');
    await userEvent.click(canvas.getByRole('button', { name: t('admin.support.close') }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('closed');
    await userEvent.click(canvas.getByRole('button', { name: t('admin.support.block') }));
    await expect(args.onRequestBlock).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: t('admin.support.allowAgain') })).toBeNull();
  },
};

export const AssignedElsewhereAndClosed: Story = {
  name: 'Closed, assigned to an admin not in the list yet: reopen, unassign',
  args: { status: 'closed', assignee: { id: 'ad9', name: 'Rəşad Nəsirov' } },
  play: async ({ args, canvas, userEvent }) => {
    const assignee = canvas.getByRole('combobox', { name: t('admin.support.assign.label') });
    await expect(assignee).toHaveDisplayValue('Rəşad Nəsirov');
    await userEvent.selectOptions(assignee, t('admin.support.assign.nobody'));
    await expect(args.onAssign).toHaveBeenLastCalledWith(null);
    await userEvent.click(canvas.getByRole('button', { name: t('admin.support.reopen') }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('open');
  },
};

export const Guest: Story = {
  name: 'A guest’s conversation: nobody to block',
  args: { account: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: t('admin.support.block') })).toBeNull();
  },
};

export const Blocked: Story = {
  name: 'The writer is blocked from chatting: allow again',
  args: { blocked: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(t('admin.support.blocked'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('admin.support.block') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('admin.support.allowAgain') }));
    await expect(args.onAllowAgain).toHaveBeenCalledTimes(1);
    await expect(args.onRequestBlock).not.toHaveBeenCalled();
  },
};

export const AllowingAgain: Story = {
  name: 'Allowing again on its way',
  args: { blocked: true, allowPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('admin.support.allowAgain') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Pending: Story = {
  name: 'Changes on their way',
  args: { statusPending: true, assignPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: t('admin.support.assign.label') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('admin.support.close') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-slot="support-chat-actions"]') as HTMLElement;
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  },
};
