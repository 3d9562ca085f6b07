import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, BADGE_TONES } from './Badge.tsx';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Təsdiqlənməyib' },
  argTypes: { tone: { control: 'select', options: BADGE_TONES } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: (args) => (
    <div className="grid gap-3">
      {(['md', 'sm'] as const).map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-2">
          {BADGE_TONES.map((tone) => (
            <Badge key={tone} {...args} tone={tone} size={size}>
              {tone}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('danger')[0]).toHaveAttribute('data-tone', 'danger');
  },
};

export const NotVerified: Story = {
  args: { tone: 'warning', children: 'Təsdiqlənməyib' },
};

export const LongAzerbaijaniText: Story = {
  args: { tone: 'brand', children: 'Azərbaycanın ən yaxşı əl işi ustalarından seçilmiş hədiyyə' },
  render: (args) => (
    <div className="w-48">
      <Badge {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const badge = canvas.getByText(/əl işi/);
    // Wraps inside its 12rem column instead of overflowing.
    await expect(badge.offsetWidth).toBeLessThanOrEqual(192);
  },
};
