import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { TOAST_AUTO_CLOSE_MS } from '@marketplace/contract';
import { Button } from '../Button/Button.tsx';
import { notify } from './notify.ts';
import { Toaster } from './Toaster.tsx';

const meta = {
  title: 'Primitives/Toaster',
  component: Toaster,
  decorators: [
    (Story) => (
      <div className="min-h-96">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => () => notify.dismiss(),
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessAndHotKey: Story = {
  name: 'Success toast, Alt+T focuses it',
  render: (args) => (
    <>
      <Button onClick={() => notify.success('Məhsul səbətə əlavə edildi')}>Səbətə əlavə et</Button>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Səbətə əlavə et' }));
    const toast = await screen.findByRole('alert');
    await expect(toast).toHaveTextContent('Məhsul səbətə əlavə edildi');
    // Spec §9: top-right, closes after 5000 ms (the progress bar runs for exactly that long).
    await expect(document.querySelector('.Toastify__toast-container--top-right')).toContainElement(toast);
    const progress = toast.querySelector<HTMLElement>('.Toastify__progress-bar');
    await expect(progress?.style.animationDuration).toBe(`${TOAST_AUTO_CLOSE_MS}ms`);

    const region = screen.getByRole('region', { name: 'Bildirişlər (Alt+T)' });
    await expect(region).not.toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Alt>}t{/Alt}');
    await waitFor(() => expect(region).toContainElement(document.activeElement as HTMLElement));
  },
};

export const Kinds: Story = {
  render: (args) => <Toaster {...args} />,
  play: async () => {
    notify.info('Sifarişiniz hazırlanır');
    notify.error('Bir hata oluştu. Səhifəni yeniləyin.');
    notify.success('Yadda saxlanıldı');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3));
  },
};

export const CloseButton: Story = {
  render: (args) => <Toaster {...args} />,
  play: async () => {
    notify.info('Sifarişiniz hazırlanır');
    await userEvent.click(await screen.findByRole('button', { name: 'Bildirişi bağla' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <Toaster {...args} />,
  play: async () => {
    notify.success('Məhsul səbətə əlavə edildi');
    await expect(await screen.findByRole('alert')).toBeVisible();
  },
};
