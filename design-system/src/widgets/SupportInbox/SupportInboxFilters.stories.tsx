import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { SupportInboxFilters } from './SupportInboxFilters.tsx';

const t = (key: string) => getI18n().t(key);

const meta = {
  title: 'Widgets/SupportInbox/SupportInboxFilters',
  component: SupportInboxFilters,
  args: { status: 'open', onStatusChange: fn(), assigned: 'any', onAssignedChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm bg-surface">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SupportInboxFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChoosesStatusAndAssignee: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: t('admin.support.filters.label') })).toBeVisible();
    const status = canvas.getByRole('combobox', { name: t('admin.support.filters.status') });
    await expect(status).toHaveDisplayValue(t('admin.support.status.open'));
    await userEvent.selectOptions(status, t('admin.support.status.all'));
    await expect(args.onStatusChange).toHaveBeenCalledWith('all');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('admin.support.filters.assigned') }),
      t('admin.support.assigned.unassigned'),
    );
    await expect(args.onAssignedChange).toHaveBeenCalledWith('unassigned');
  },
};

export const ClosedAssignedToMe: Story = {
  args: { status: 'closed', assigned: 'me' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: t('admin.support.filters.status') })).toHaveDisplayValue(
      t('admin.support.status.closed'),
    );
    await expect(canvas.getByRole('combobox', { name: t('admin.support.filters.assigned') })).toHaveDisplayValue(
      t('admin.support.assigned.me'),
    );
  },
};
