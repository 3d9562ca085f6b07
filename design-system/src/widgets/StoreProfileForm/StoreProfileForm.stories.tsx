import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { StoreProfileForm } from './StoreProfileForm.tsx';
import { StoreProfileFormSkeleton } from './StoreProfileFormSkeleton.tsx';
import { drawnPicture, emptyStoreProfile, longAzerbaijaniProfile, storeProfileSample } from './storyData.ts';

const t = (key: string) => getI18n().t(key);
const field = (name: string) => t(`merchantProfile.fields.${name}`);
const saveButton = () => ({ name: t('merchantProfile.save') });

const STORED_IMAGE = drawnPicture(185, 320, 320);

const meta = {
  title: 'Widgets/StoreProfileForm',
  component: StoreProfileForm,
  args: {
    email: 'aysel@narkeramika.az',
    initialValues: storeProfileSample,
    onSubmit: fn(async () => {}),
    uploadMedia: fn(async (_file: File, _kind: string, onProgress: (percent: number) => void) => {
      onProgress(100);
      return STORED_IMAGE;
    }),
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl bg-paper p-4 sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StoreProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

function photoFile(name = 'usta.png'): File {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
}

export const Filled: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByLabelText(t('merchantProfile.fields.email'));
    await expect(email).toHaveAttribute('readonly');
    await expect(email).toHaveValue('aysel@narkeramika.az');
    await expect(canvas.getByLabelText(field('companyName'))).toHaveValue('Nar Keramika');
    await expect(canvas.getByRole('img', { name: t('merchantProfile.images.profileImage.preview') })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: t('merchantProfile.notify.push') })).toBeChecked();
  },
};

export const Loading: Story = {
  render: () => <StoreProfileFormSkeleton />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('merchantProfile.loading'));
  },
};

export const SavesOnlyEditedValues: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const name = canvas.getByLabelText(field('companyName'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Nar Keramika Emalatxanası');
    await userEvent.click(canvas.getByRole('checkbox', { name: t('merchantProfile.notify.whatsapp') }));
    await userEvent.click(canvas.getByRole('button', saveButton()));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      companyName: 'Nar Keramika Emalatxanası',
      settings: { notify: { email: true, push: true, whatsapp: true } },
    });
    await expect(await canvas.findByText(t('merchantProfile.saved'))).toBeVisible();

    // Saved values are the new starting point: saving again sends nothing.
    await userEvent.click(canvas.getByRole('button', saveButton()));
    await expect(await canvas.findByText(t('merchantProfile.unchanged'))).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ChangesLanguage: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const language = canvas.getByRole('combobox', { name: field('language') });
    await expect(language).toHaveValue('az');
    await expect(canvas.getByRole('option', { name: 'Azərbaycanca' })).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: 'Русский' })).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: 'Türkçe' })).toBeInTheDocument();
    await userEvent.selectOptions(language, 'English');
    await userEvent.click(canvas.getByRole('button', saveButton()));
    await expect(args.onSubmit).toHaveBeenCalledWith({ language: 'en' });
    await expect(await canvas.findByText(t('merchantProfile.saved'))).toBeVisible();

    // The new language is what was saved: saving again sends nothing.
    await userEvent.click(canvas.getByRole('button', saveButton()));
    await expect(await canvas.findByText(t('merchantProfile.unchanged'))).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const SavedAnnouncedByThePage: Story = {
  args: { showSavedNotice: false },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(field('lastname')), 'lı');
    await userEvent.click(canvas.getByRole('button', saveButton()));
    await expect(args.onSubmit).toHaveBeenCalledWith({ lastname: 'Məmmədovalı' });
    // Saved (a second save has nothing to send), and said only once: by the page's toast.
    await userEvent.click(await canvas.findByRole('button', saveButton()));
    await expect(await canvas.findByText(t('merchantProfile.unchanged'))).toBeVisible();
    await expect(canvas.queryByText(t('merchantProfile.saved'))).toBeNull();
  },
};

export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(field('lastname')), 'lı');
    await userEvent.click(canvas.getByRole('button', saveButton()));
    const saving = await canvas.findByRole('button', { name: t('merchantProfile.saving') });
    await expect(saving).toBeDisabled();
  },
};

export const ServerFieldErrors: Story = {
  args: {
    onSubmit: fn(async () => {
      throw Object.assign(new Error('refused'), {
        code: 'VALIDATION_FAILED',
        fields: { 'editedValues.phoneNumber': 'Invalid phone', 'editedValues.companyEmail': 'Invalid e-mail' },
      });
    }),
  },
  play: async ({ canvas, userEvent }) => {
    const phone = canvas.getByLabelText(field('phoneNumber'));
    await userEvent.clear(phone);
    await userEvent.type(phone, '+994555555555');
    await userEvent.click(canvas.getByRole('button', saveButton()));
    await expect(await canvas.findByText(t('merchantProfile.invalid.phoneNumber'))).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(expect.stringContaining(t('merchantProfile.invalid.phoneNumber')));
    await expect(canvas.getByLabelText(field('companyEmail'))).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(t('merchantProfile.invalid.companyEmail'))).toBeVisible();
    // The first refused field gets the focus.
    await waitFor(() => expect(phone).toHaveFocus());
  },
};

export const InvalidBeforeSending: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const companyEmail = canvas.getByLabelText(field('companyEmail'));
    await userEvent.clear(companyEmail);
    await userEvent.type(companyEmail, 'salam-narkeramika');
    await userEvent.click(canvas.getByRole('button', saveButton()));
    await expect(await canvas.findByText(t('merchantProfile.invalid.companyEmail'))).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('merchantProfile.fixFields'));
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
    await userEvent.type(canvas.getByLabelText(field('name')), 'a');
    await userEvent.click(canvas.getByRole('button', saveButton()));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('errors.NETWORK_ERROR'));
    // What was typed stays.
    await expect(canvas.getByLabelText(field('name'))).toHaveValue('Aysela');
  },
};

export const UploadingImages: Story = {
  args: {
    initialValues: emptyStoreProfile,
    uploadMedia: fn((_file: File, _kind: string, onProgress: (percent: number) => void) => {
      onProgress(42);
      return new Promise<string>(() => {});
    }),
  },
  play: async ({ canvas, args, userEvent }) => {
    const cover = canvas.getByRole('group', { name: t('merchantProfile.images.backgroundImage.label') });
    await userEvent.upload(
      within(cover).getByLabelText(t('merchantProfile.images.backgroundImage.choose')),
      photoFile('xalca.png'),
    );
    await expect(args.uploadMedia).toHaveBeenCalledWith(expect.any(File), 'backgroundImage', expect.any(Function));
    const bar = await within(cover).findByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    // Saving waits for the upload, so the stored address is what gets sent.
    await expect(canvas.getByRole('button', saveButton())).toBeDisabled();
    await expect(canvas.getByText(t('merchantProfile.waitForUploads'))).toBeVisible();
  },
};

export const UploadedImageIsSaved: Story = {
  args: { initialValues: emptyStoreProfile },
  play: async ({ canvas, args, userEvent }) => {
    const photo = canvas.getByRole('group', { name: t('merchantProfile.images.profileImage.label') });
    await userEvent.upload(within(photo).getByLabelText(t('merchantProfile.images.profileImage.choose')), photoFile());
    await expect(await within(photo).findByText(t('merchantProfile.images.profileImage.replace'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', saveButton()));
    await expect(args.onSubmit).toHaveBeenCalledWith({ profileImage: STORED_IMAGE });
  },
};

export const UploadFailed: Story = {
  args: {
    uploadMedia: fn(async (_file: File, _kind: string, _onProgress: (percent: number) => void): Promise<string> => {
      throw Object.assign(new Error('too big'), { code: 'MEDIA_TOO_LARGE', reason: 'size' });
    }),
  },
  play: async ({ canvas, args, userEvent }) => {
    const photo = canvas.getByRole('group', { name: t('merchantProfile.images.profileImage.label') });
    await userEvent.upload(within(photo).getByLabelText(t('merchantProfile.images.profileImage.replace')), photoFile());
    await expect(await within(photo).findByRole('alert')).toHaveTextContent(t('media.errors.size'));
    await userEvent.click(within(photo).getByRole('button', { name: t('merchantProfile.images.retry') }));
    await waitFor(() => expect(args.uploadMedia).toHaveBeenCalledTimes(2));
  },
};

export const RemoveImage: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('merchantProfile.images.backgroundImage.remove') }));
    await userEvent.click(canvas.getByRole('button', saveButton()));
    await expect(args.onSubmit).toHaveBeenCalledWith({ backgroundImage: '' });
  },
};

export const NewSeller: Story = {
  args: { initialValues: emptyStoreProfile, email: 'yeni.usta@example.az' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(field('companyName'))).toHaveValue('');
    await expect(canvas.getByText(t('merchantProfile.images.profileImage.choose'))).toBeVisible();
  },
};

export const LongAzerbaijaniStrings: Story = {
  args: { initialValues: longAzerbaijaniProfile, email: 'gulnarexanim.eliagazade.huseynquluyeva@example.az' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(field('companyName'))).toHaveValue(longAzerbaijaniProfile.companyName);
    await expect(canvas.getByRole('button', saveButton())).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', saveButton());
    await expect(save).toBeVisible();
    // Nothing wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
