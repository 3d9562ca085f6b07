import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CustomOrderChatIntro } from './CustomOrderChatIntro.tsx';

const meta = {
  title: 'Widgets/CustomOrderChatIntro',
  component: CustomOrderChatIntro,
  args: { browseHref: '/', panelId: 'chat-panel' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CustomOrderChatIntro>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyPanel: Story = {
  play: async ({ canvas }) => {
    const steps = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[0]).toHaveTextContent('Məhsulu seçin');
    await expect(canvas.getByText(/Telefon nömrəniz və e-poçt ünvanınız satıcıya göstərilmir/)).toBeVisible();
    const panel = canvas.getByRole('complementary', { name: 'Söhbət paneli' });
    await expect(panel).toHaveAttribute('id', 'chat-panel');
    await expect(panel).toHaveTextContent('Hələ söhbət yoxdur');
    await expect(canvas.getByRole('link', { name: 'Məhsullara baxın' })).toHaveAttribute('href', '/');
  },
};

export const WithChat: Story = {
  args: { panel: <div className="m-auto p-6 text-ink">Chat</div> },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('complementary', { name: 'Söhbət paneli' });
    await expect(panel).toHaveTextContent('Chat');
    await expect(panel).not.toHaveTextContent('Hələ söhbət yoxdur');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Chat panel' })).toBeVisible();
  },
};

export const MobileAzerbaijani: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="custom-order-chat-intro"]');
    if (!root) throw new Error('the intro should render');
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
