import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { SupportButton } from './SupportButton.tsx';
import { WelcomeBubble } from './WelcomeBubble.tsx';

const t = (key: string) => getI18n().t(key);

const meta = {
  title: 'Widgets/SupportButton',
  component: SupportButton,
  args: { href: 'https://wa.me/994125550000' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="min-h-96 bg-paper">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SupportButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpensWhatsapp: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: t('frame.support.open') });
    await expect(link).toHaveAttribute('href', 'https://wa.me/994125550000');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const WithWelcomeBubble: Story = {
  args: {
    hasUnread: true,
    bubble: <WelcomeBubble onClose={fn()}>Salam! Hədiyyə seçməkdə kömək lazımdırsa, bizə yazın.</WelcomeBubble>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Salam!');
    await expect(canvas.getByRole('link', { name: t('frame.support.openUnread') })).toBeVisible();
  },
};

export const OpensTheChat: Story = {
  name: 'Opens the chat on the site',
  args: { href: undefined, onClick: fn(), expanded: false, hasUnread: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: t('chat.support.openUnread') });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const RaisedAboveBanner: Story = {
  name: 'Raised above the app banner',
  args: { raised: true },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-slot="support-button"]') as HTMLElement;
    await expect(window.innerHeight - box.getBoundingClientRect().bottom).toBeGreaterThanOrEqual(96);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link.offsetWidth).toBeGreaterThanOrEqual(44);
  },
};
