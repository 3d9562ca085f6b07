import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { AdvertiseDialog } from './AdvertiseDialog.tsx';

const meta = {
  title: 'Widgets/AdvertiseDialog',
  component: AdvertiseDialog,
  args: { open: true, onOpenChange: fn(), productName: 'Əl işi gümüş sırğa', onSubmit: fn() },
} satisfies Meta<typeof AdvertiseDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Seven days offered first, free during the launch; sending gives the days the seller chose. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '“Əl işi gümüş sırğa” məhsulunu reklam et' });
    await expect(dialog).toBeVisible();
    const days = screen.getByRole('textbox', { name: /Neçə gün/ });
    await expect(days).toHaveValue('7');
    await expect(screen.getByText('Pulsuz — başlanğıc dövründə')).toBeVisible();
    await userEvent.clear(days);
    await userEvent.type(days, '14');
    await userEvent.click(screen.getByRole('button', { name: 'Reklam sorğusu göndər' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(14));
  },
};

/** Days outside 1–30 are refused on the spot and nothing is sent. */
export const DaysOutOfRange: Story = {
  play: async ({ args }) => {
    const days = await screen.findByRole('textbox', { name: /Neçə gün/ });
    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await userEvent.click(screen.getByRole('button', { name: 'Reklam sorğusu göndər' }));
    await expect(await screen.findByText('1 ilə 30 arasında tam gün sayı yazın.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused (the product already has an ad): the reason stays in the dialog. */
export const Refused: Story = {
  args: { message: 'Bu məhsulun artıq gözləyən və ya gedən reklamı var.' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Bu məhsulun artıq gözləyən və ya gedən reklamı var.');
  },
};
