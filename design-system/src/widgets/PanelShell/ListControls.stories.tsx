import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { ListSearch } from './ListSearch.tsx';
import { StatusFilterGroup } from './StatusFilterGroup.tsx';

const STATUSES = ['all', 'active', 'hidden'] as const;
type Status = (typeof STATUSES)[number];
const LABELS: Record<Status, string> = { all: 'Hamısı', active: 'Aktiv', hidden: 'Gizli' };

interface ControlsProps {
  initialStatus: Status;
  query: string;
  onStatusChange: (status: Status) => void;
  onQueryChange: (query: string) => void;
}

/** The two controls of a panel list's toolbar, side by side as the toolbars place them. */
function ListControls({ initialStatus, query, onStatusChange, onQueryChange }: ControlsProps) {
  const [status, setStatus] = useState<Status>(initialStatus);
  return (
    <div className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:justify-between">
      <StatusFilterGroup
        label="Vəziyyətə görə"
        values={STATUSES}
        value={status}
        onChange={(next) => {
          setStatus(next);
          onStatusChange(next);
        }}
        labelOf={(value) => LABELS[value]}
      />
      <ListSearch label="Məhsullarda axtarış" placeholder="Ad və ya müəllif" query={query} onQueryChange={onQueryChange} />
    </div>
  );
}

const meta = {
  title: 'Widgets/PanelShell/ListControls',
  component: ListControls,
  args: { initialStatus: 'all', query: '', onStatusChange: fn(), onQueryChange: fn() },
} satisfies Meta<typeof ListControls>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FilterPressed: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Vəziyyətə görə' });
    await expect(within(group).getByRole('button', { name: 'Hamısı' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(group).getByRole('button', { name: 'Gizli' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('hidden');
    await expect(within(group).getByRole('button', { name: 'Gizli' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(group).getByRole('button', { name: 'Hamısı' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const SearchSendsTrimmedText: Story = {
  args: { query: 'xalça' },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('search', { name: 'Məhsullarda axtarış' });
    const box = within(search).getByRole('searchbox', { name: 'Məhsullarda axtarış' });
    await expect(box).toHaveValue('xalça');
    await userEvent.clear(box);
    await userEvent.type(box, '  Kufi papaq  {Enter}');
    await expect(args.onQueryChange).toHaveBeenCalledWith('Kufi papaq');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
