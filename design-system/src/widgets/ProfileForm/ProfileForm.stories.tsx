import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { drawnPicture } from '../StoreProfileForm/storyData.ts';
import { ProfileForm } from './ProfileForm.tsx';

const t = (key: string) => getI18n().t(key);
const PHOTO = drawnPicture(330, 320, 320);

const meta = {
  title: 'Widgets/ProfileForm',
  component: ProfileForm,
  args: {
    email: 'aysel@example.az',
    initialValues: {
      name: 'Aysel',
      lastname: 'Məmmədova',
      phoneNumber: '',
      dob: '1994-05-28',
      profileImage: '',
      settings: { notify: { email: true, push: false, whatsapp: false } },
      language: 'az',
    },
    onSubmit: fn(async () => {}),
    uploadPhoto: fn(async (_file: File, onProgress: (percent: number) => void) => {
      onProgress(100);
      return PHOTO;
    }),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SavesOnlyChanges: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByLabelText(t('profile.email'))).toHaveAttribute('readonly');
    const name = canvas.getByLabelText(t('profile.name'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Ayşən');
    await userEvent.click(canvas.getByRole('checkbox', { name: t('profile.notify.whatsapp') }));
    await userEvent.click(canvas.getByRole('button', { name: t('profile.save') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ayşən',
      settings: { notify: { email: true, push: false, whatsapp: true } },
    });
    await expect(await canvas.findByText(t('profile.saved'))).toBeVisible();
  },
};

export const ChangesLanguage: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const language = canvas.getByRole('combobox', { name: t('profile.language') });
    await expect(language).toHaveValue('az');
    await expect(canvas.getByRole('option', { name: 'Azərbaycanca' })).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: 'Русский' })).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: 'Türkçe' })).toBeInTheDocument();
    await userEvent.selectOptions(language, 'English');
    await userEvent.click(canvas.getByRole('button', { name: t('profile.save') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ language: 'en' });
    await expect(await canvas.findByText(t('profile.saved'))).toBeVisible();
    await expect(language).toHaveValue('en');
  },
};

/** The photo is picked and uploaded (no address to paste), then saved with the profile. */
export const UploadsPhoto: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('textbox', { name: /https/ })).toBeNull();
    const file = new File([await (await fetch(PHOTO)).blob()], 'men.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText(t('profile.photo.choose')), file);
    await expect(args.uploadPhoto).toHaveBeenCalledWith(file, expect.any(Function));
    await expect(await canvas.findByRole('img', { name: t('profile.photo.preview') })).toHaveAttribute('src', PHOTO);
    await userEvent.click(canvas.getByRole('button', { name: t('profile.save') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ profileImage: PHOTO });
    await expect(await canvas.findByText(t('profile.saved'))).toBeVisible();
  },
};

export const ServerFieldError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw Object.assign(new Error('refused'), { code: 'VALIDATION_FAILED', fields: { 'editedValues.phoneNumber': 'Invalid' } });
    }),
  },
  play: async ({ canvas, userEvent }) => {
    const phone = canvas.getByLabelText(t('profile.phoneNumber'));
    await userEvent.type(phone, '+994501234567');
    await userEvent.click(canvas.getByRole('button', { name: t('profile.save') }));
    await expect(await canvas.findByText(t('profile.invalid.phoneNumber'))).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    // The refused field takes focus, so the user lands where the fix is needed.
    await expect(phone).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('profile.fixFields'));
  },
};

export const InvalidBeforeSending: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(t('profile.phoneNumber')), 'telefon');
    await userEvent.click(canvas.getByRole('button', { name: t('profile.save') }));
    await expect(await canvas.findByText(t('profile.invalid.phoneNumber'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SaveFailed: Story = {
  args: {
    onSubmit: fn(async () => {
      throw Object.assign(new Error('offline'), { code: 'NETWORK_ERROR' });
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(t('profile.lastname')), 'a');
    await userEvent.click(canvas.getByRole('button', { name: t('profile.save') }));
    await expect(await canvas.findByText(t('errors.NETWORK_ERROR'))).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('profile.save') })).toBeVisible();
  },
};
