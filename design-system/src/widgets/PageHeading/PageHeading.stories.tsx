import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../primitives/Button/index.ts';
import { PageHeading } from './PageHeading.tsx';

const meta = {
  title: 'Widgets/PageHeading',
  component: PageHeading,
  args: {
    title: 'Mağazalar',
    subtitle: 'Platformadakı bütün mağazalar və ustalar.',
  },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PageHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mağazalar' })).toBeVisible();
    await expect(canvas.getByText('Platformadakı bütün mağazalar və ustalar.')).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { subtitle: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toBeNull();
  },
};

export const WithActions: Story = {
  args: {
    title: 'Məhsullarım',
    subtitle: 'Mağazanızın məhsul və xidmətləri.',
    actions: <Button>Yeni məhsul</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Yeni məhsul' })).toBeVisible();
  },
};

export const LongAzerbaijaniOnMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    title: 'Azərbaycan ustalarının əl işi hədiyyələri, xalçaları və sənət əsərləri bir yerdə',
    subtitle: 'Şəki ipəyindən Qubanın xalçalarına qədər — sevdiklərinizə unudulmaz hədiyyələr seçin.',
    actions: <Button variant="outline">Hamısına bax</Button>,
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    // Long az titles wrap over several lines instead of overflowing.
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    await expect(heading.offsetHeight).toBeGreaterThan(60);
  },
};
