import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Byline } from './Byline.tsx';

const meta = {
  title: 'Primitives/Byline',
  component: Byline,
  args: {
    parts: [
      'Müəllif: Usta Əli',
      <a key="store" href="/company?name=xalca-evi&id=s1" className="font-semibold text-brand-700">
        Xalça Evi
      </a>,
    ],
  },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Byline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AuthorAndStore: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-slot="byline"]')).toHaveTextContent('Müəllif: Usta Əli · Xalça Evi');
    await expect(canvas.getByRole('link', { name: 'Xalça Evi' })).toBeVisible();
  },
};

/** A store with no name (or a blank one): the author alone, with no dot after it. */
export const StoreMissing: Story = {
  args: { parts: ['Müəllif: Usta Əli', null, '  '] },
  play: async ({ canvasElement }) => {
    const byline = canvasElement.querySelector('[data-slot="byline"]');
    await expect(byline).toHaveTextContent(/^Müəllif: Usta Əli$/);
    await expect(byline?.textContent).not.toContain('·');
  },
};

/** No author: the store alone, with no dot before it. */
export const AuthorMissing: Story = {
  args: {
    parts: [
      false,
      <a key="store" href="/company?name=xalca-evi&id=s1" className="font-semibold text-brand-700">
        Xalça Evi
      </a>,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="byline"]')).toHaveTextContent(/^Xalça Evi$/);
  },
};

/** Nothing to say: no empty line at all. */
export const NothingToSay: Story = {
  args: { parts: [null, ''] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="byline"]')).toBeNull();
  },
};
