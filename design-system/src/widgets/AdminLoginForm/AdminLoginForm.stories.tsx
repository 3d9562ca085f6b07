import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor } from 'storybook/test';
import { AdminLoginForm } from './AdminLoginForm.tsx';

const t = (key: string) => getI18n().t(key);

const meta = {
  title: 'Widgets/AdminLoginForm',
  component: AdminLoginForm,
  args: { onSubmit: fn(async () => {}) },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="flex min-h-screen items-center justify-center bg-paper p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminLoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const identifierLabel = () => t('adminLogin.identifier');
const passwordLabel = () => t('adminLogin.password');

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('adminLogin.title'));
    await expect(canvas.getByLabelText(identifierLabel())).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText(passwordLabel())).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(canvas.getByLabelText(identifierLabel()), 'admin');
    await userEvent.type(canvas.getByLabelText(passwordLabel()), 'gizli-acar-2026');
    await userEvent.click(canvas.getByRole('button', { name: t('adminLogin.submit') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ identifier: 'admin', password: 'gizli-acar-2026' }));
  },
};

export const EmptySubmit: Story = {
  name: 'Empty submit → required message',
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(identifierLabel()), 'admin');
    await userEvent.click(canvas.getByRole('button', { name: t('adminLogin.submit') }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Kullanıcı adı ve şifre gereklidir');
    const password = canvas.getByLabelText(passwordLabel());
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Kullanıcı adı ve şifre gereklidir');
    await expect(canvas.getByLabelText(identifierLabel())).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LoggingIn: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(identifierLabel()), 'admin');
    await userEvent.type(canvas.getByLabelText(passwordLabel()), 'gizli-acar-2026');
    await userEvent.click(canvas.getByRole('button', { name: t('adminLogin.submit') }));
    const button = await canvas.findByRole('button', { name: t('adminLogin.submitting') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Refused: Story = {
  name: 'Refused: not an admin',
  args: {
    onSubmit: fn(async () => {
      throw Object.assign(new Error('not admin'), { code: 'ACCOUNT_TYPE_NOT_ALLOWED' });
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(identifierLabel()), 'satici@example.az');
    await userEvent.type(canvas.getByLabelText(passwordLabel()), 'gizli-acar-2026');
    await userEvent.click(canvas.getByRole('button', { name: t('adminLogin.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('adminLogin.errors.ACCOUNT_TYPE_NOT_ALLOWED'));
    // The typed values stay for another try.
    await expect(canvas.getByLabelText(identifierLabel())).toHaveValue('satici@example.az');
    await expect(canvas.getByRole('button', { name: t('adminLogin.submit') })).toBeEnabled();
  },
};

export const WrongPassword: Story = {
  args: {
    onSubmit: fn(async () => {
      throw Object.assign(new Error('invalid'), { code: 'INVALID_CREDENTIALS' });
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(identifierLabel()), 'admin');
    await userEvent.type(canvas.getByLabelText(passwordLabel()), 'sehv');
    await userEvent.click(canvas.getByRole('button', { name: t('adminLogin.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('errors.INVALID_CREDENTIALS'));
  },
};

export const ForgotPasswordHint: Story = {
  play: async ({ canvas, userEvent }) => {
    const forgot = canvas.getByRole('button', { name: t('adminLogin.forgotPassword') });
    await expect(forgot).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(t('adminLogin.forgotPasswordHint'))).not.toBeVisible();
    await userEvent.click(forgot);
    await expect(forgot).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(t('adminLogin.forgotPasswordHint'))).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="admin-login"]');
    if (!card) throw new Error('the form should render');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
