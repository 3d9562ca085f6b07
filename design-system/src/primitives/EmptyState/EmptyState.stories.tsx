import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { EmptyState } from './EmptyState.tsx';
import { Icon, SearchXIcon } from '../Icon/index.ts';

const addProduct = fn();

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {
    title: 'Səbətiniz boşdur',
    description: 'Bəyəndiyiniz əl işlərini səbətə əlavə edin, onlar burada görünəcək.',
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-2xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Səbətiniz boşdur' })).toBeVisible();
  },
};

export const DefaultTitle: Story = {
  args: { title: undefined, description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: getI18n().t('primitives.emptyState.title') })).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    title: 'Hələ məhsulunuz yoxdur',
    description: 'İlk əl işinizi əlavə edin — alıcılar onu dərhal görəcək.',
    action: <Button onClick={addProduct}>Yeni məhsul</Button>,
  },
  play: async ({ canvas, userEvent }) => {
    addProduct.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Yeni məhsul' }));
    await expect(addProduct).toHaveBeenCalledTimes(1);
  },
};

export const Compact: Story = {
  args: {
    density: 'compact',
    headingLevel: 3,
    icon: <Icon icon={SearchXIcon} size="full" strokeWidth={1.5} />,
    title: 'Heç nə tapılmadı',
    description: 'Axtarış sözünü dəyişin və ya filtrləri sıfırlayın.',
    action: (
      <Button variant="outline" size="sm">
        Filtrləri sıfırla
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div className="rounded-lg border border-line bg-surface">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Heç nə tapılmadı' })).toBeVisible();
  },
};

export const LongAzerbaijani: Story = {
  args: {
    title: 'Seçdiyiniz kateqoriyada hələlik heç bir usta məhsul yerləşdirməyib',
    description:
      'Əl işi xalçalar, keramika və zərgərlik məmulatları hər gün əlavə olunur. Bildirişləri aktivləşdirin ki, yeni məhsullar görünən kimi sizə xəbər verək.',
    action: (
      <>
        <Button>Bildirişləri aktivləşdir</Button>
        <Button variant="outline">Bütün kateqoriyalara bax</Button>
      </>
    ),
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { action: <Button>Məhsullara bax</Button> },
};
