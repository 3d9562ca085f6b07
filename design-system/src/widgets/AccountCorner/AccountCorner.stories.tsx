import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { ACCOUNT_TYPE } from '@marketplace/contract';
import { AccountCorner } from './AccountCorner.tsx';

const t = (key: string) => getI18n().t(key);
const TOKEN = 'a1b2c3d4e5f6a7b8c9d0';

const meta = {
  title: 'Widgets/AccountCorner',
  component: AccountCorner,
  args: {
    token: null,
    accountType: null,
    buyerProfileHref: 'https://example.az/profile',
    sellerProfileHref: 'https://merchant.example.az/',
    onLoginClick: fn(),
  },
  decorators: [
    (Story) => (
      <div className="flex justify-end p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountCorner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('accountCorner.login') }));
    await expect(args.onLoginClick).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Buyer: Story = {
  args: { token: TOKEN, accountType: ACCOUNT_TYPE.CLIENT },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: t('accountCorner.buyerProfile') })).toHaveAttribute(
      'href',
      'https://example.az/profile',
    );
    await expect(canvas.queryByRole('button', { name: t('accountCorner.login') })).toBeNull();
  },
};

export const Seller: Story = {
  args: { token: TOKEN, accountType: ACCOUNT_TYPE.MERCHANT },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: t('accountCorner.sellerProfile') })).toHaveAttribute(
      'href',
      'https://merchant.example.az/',
    );
  },
};

export const WithLogout: Story = {
  args: { token: TOKEN, accountType: ACCOUNT_TYPE.CLIENT, onLogout: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('accountCorner.logout') }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const TenCharacterToken: Story = {
  name: 'Token of 10 characters counts as logged out',
  args: { token: '0123456789', accountType: ACCOUNT_TYPE.CLIENT },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('accountCorner.login') })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { token: TOKEN, accountType: ACCOUNT_TYPE.MERCHANT, onLogout: fn() },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    // A comfortable touch target.
    await expect(link.offsetWidth).toBeGreaterThanOrEqual(40);
  },
};
