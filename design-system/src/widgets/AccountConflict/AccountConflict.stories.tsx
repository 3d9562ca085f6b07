import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { AccountConflict } from './AccountConflict.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const meta = {
  title: 'Widgets/AccountConflict',
  component: AccountConflict,
  args: {
    open: true,
    onOpenChange: fn(),
    identifier: 'leyla.xalca@example.az',
    onUseDifferentEmail: fn(),
    variant: 'buyerOnSellerHost',
    onUpgrade: fn(async () => {}),
  },
} satisfies Meta<typeof AccountConflict>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BuyerOnSellerHost: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Hesab Növü Dəyişikliyi Xəbərdarlığı' });
    await expect(dialog).toHaveAccessibleDescription(t('conflict.buyerOnSellerHost.body'));
    await expect(within(dialog).getByText(t('conflict.buyerOnSellerHost.warning'))).toBeVisible();
    await expect(within(dialog).getByText(/leyla\.xalca@example\.az/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('conflict.useDifferentEmail') }));
    await expect(args.onUseDifferentEmail).toHaveBeenCalledTimes(1);
    await expect(args.onUpgrade).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: t('conflict.buyerOnSellerHost.upgrade') }));
    await expect(args.onUpgrade).toHaveBeenCalledTimes(1);
  },
};

export const Upgrading: Story = {
  args: { variant: 'buyerOnSellerHost', onUpgrade: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    const upgrade = within(dialog).getByRole('button', { name: t('conflict.buyerOnSellerHost.upgrade') });
    await userEvent.click(upgrade);
    await waitFor(() => expect(upgrade).toHaveAttribute('aria-busy', 'true'));
    await expect(upgrade).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: t('conflict.useDifferentEmail') })).toBeDisabled();
    // An irreversible change under way cannot be dismissed halfway.
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const UpgradeError: Story = {
  args: {
    variant: 'buyerOnSellerHost',
    onUpgrade: fn(async () => {
      throw Object.assign(new Error('expired'), { code: 'UNAUTHORIZED' });
    }),
  },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('conflict.buyerOnSellerHost.upgrade') }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(t('errors.UNAUTHORIZED'));
    await expect(within(dialog).getByRole('button', { name: t('conflict.buyerOnSellerHost.upgrade') })).toBeEnabled();
  },
};

export const SellerOnShopperHost: Story = {
  args: { variant: 'sellerOnShopperHost', sellerPanelHref: 'https://merchant.example.az/' },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Hesab Növü Dəyişikliyi Xəbərdarlığı' });
    await expect(dialog).toHaveAccessibleDescription(t('conflict.sellerOnShopperHost.body'));
    await expect(within(dialog).getByRole('link', { name: t('conflict.sellerOnShopperHost.goToSellerPanel') })).toHaveAttribute(
      'href',
      'https://merchant.example.az/',
    );
    // No upgrade for a seller.
    await expect(within(dialog).queryByRole('button', { name: t('conflict.buyerOnSellerHost.upgrade') })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: t('conflict.useDifferentEmail') }));
    await expect(args.onUseDifferentEmail).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { variant: 'sellerOnShopperHost', sellerPanelHref: 'https://merchant.example.az/' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Account type change warning' })).toBeVisible();
  },
};

/** Signed in with a phone number: the texts speak of a number, not of an e-mail address. */
export const PhoneNumber: Story = {
  args: { identifier: '+994 50 123 45 67' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Hesab Növü Dəyişikliyi Xəbərdarlığı' });
    await expect(dialog).toHaveAccessibleDescription(/^Bu telefon nömrəsi alıcı hesabına aiddir\./);
    await expect(within(dialog).getByRole('button', { name: 'Başqa nömrədən istifadə et' })).toBeVisible();
    await expect(within(dialog).queryByText(/e-poçt/)).toBeNull();
  },
};

export const PhoneNumberSellerInRussian: Story = {
  globals: { locale: 'ru' },
  args: { identifier: '+994501234567', variant: 'sellerOnShopperHost', sellerPanelHref: 'https://merchant.example.az/' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Предупреждение о смене типа аккаунта' });
    await expect(dialog).toHaveAccessibleDescription(/^Этот номер телефона принадлежит аккаунту продавца\./);
    await expect(within(dialog).getByRole('button', { name: 'Использовать другой номер' })).toBeVisible();
  },
};
