import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VerifiedMark } from './VerifiedMark.tsx';

const meta = {
  title: 'Primitives/VerifiedMark',
  component: VerifiedMark,
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VerifiedMark>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A store or product page: the check and the words, with what they mean on hover. */
export const Badge: Story = {
  play: async ({ canvas }) => {
    const mark = canvas.getByText('Təsdiqlənib');
    await expect(mark.closest('[data-slot="verified-mark"]')).toHaveAttribute(
      'title',
      'Mağaza administrator tərəfindən yoxlanılıb və təsdiqlənib',
    );
  },
};

/** A product card: the check alone, named for screen readers. */
export const IconOnly: Story = {
  args: { variant: 'icon' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Təsdiqlənib' })).toBeVisible();
    await expect(canvas.queryByText('Təsdiqlənib')).toBeNull();
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Verified').closest('[data-slot="verified-mark"]')).toHaveAttribute(
      'title',
      'The store was reviewed and approved by the marketplace',
    );
  },
};
