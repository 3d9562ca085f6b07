import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor } from 'storybook/test';
import { drawnPicture } from '../StoreProfileForm/storyData.ts';
import { ProfileImageField, type ProfileImageFieldProps } from './ProfileImageField.tsx';

const t = (key: string) => getI18n().t(key);
const text = (kind: string, key: string) => t(`merchantProfile.images.${kind}.${key}`);

/** A real PNG drawn on a canvas, so the local preview shows while the upload runs. */
async function pngFile(name: string, hue: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 320;
  const context = canvas.getContext('2d')!;
  context.fillStyle = `hsl(${hue} 60% 55%)`;
  context.fillRect(0, 0, 320, 320);
  context.fillStyle = 'hsl(40 95% 82%)';
  context.beginPath();
  context.arc(220, 100, 50, 0, Math.PI * 2);
  context.fill();
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

/** Keeps the value like a form would. */
function Controlled(props: ProfileImageFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ProfileImageField
      {...props}
      value={value}
      onChange={(url) => {
        setValue(url);
        props.onChange(url);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/ProfileImageField',
  component: ProfileImageField,
  render: (args) => <Controlled {...args} />,
  args: {
    kind: 'profileImage',
    value: '',
    onChange: fn(),
    onUploadingChange: fn(),
    upload: fn(async (_file: File, onProgress: (percent: number) => void) => {
      onProgress(100);
      return drawnPicture(185, 320, 320);
    }),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl bg-surface p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileImageField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyStorePhoto: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: text('profileImage', 'label') })).toBeVisible();
    await expect(canvas.getByLabelText(text('profileImage', 'choose'))).toHaveAttribute('type', 'file');
    await expect(canvas.queryByRole('button', { name: text('profileImage', 'remove') })).toBeNull();
  },
};

export const StorePhoto: Story = {
  args: { value: drawnPicture(350, 320, 320) },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('img', { name: text('profileImage', 'preview') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('profileImage', 'remove') }));
    await expect(args.onChange).toHaveBeenCalledWith('');
    await expect(canvas.getByText(text('profileImage', 'choose'))).toBeVisible();
  },
};

export const CoverImage: Story = {
  args: { kind: 'backgroundImage', value: drawnPicture(20, 1280, 320) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: text('backgroundImage', 'preview') })).toBeVisible();
    await expect(canvas.getByText(text('backgroundImage', 'replace'))).toBeVisible();
  },
};

export const Uploading: Story = {
  args: {
    kind: 'backgroundImage',
    upload: fn((_file: File, onProgress: (percent: number) => void) => {
      onProgress(42);
      return new Promise<string>(() => {});
    }),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText(text('backgroundImage', 'choose')), await pngFile('xalca.png', 20));
    const bar = await canvas.findByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(args.onUploadingChange).toHaveBeenLastCalledWith(true);
    // No second pick while one is on its way.
    await expect(canvas.getByLabelText(text('backgroundImage', 'choose'))).toBeDisabled();
  },
};

export const Uploaded: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText(text('profileImage', 'choose')), await pngFile('usta.png', 200));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(drawnPicture(185, 320, 320)));
    await expect(args.onUploadingChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByText(text('profileImage', 'replace'))).toBeVisible();
  },
};

export const UploadFailed: Story = {
  args: {
    upload: fn(async (_file: File, _onProgress: (percent: number) => void): Promise<string> => {
      throw Object.assign(new Error('offline'), { code: 'NETWORK_ERROR', reason: 'network' });
    }),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText(text('profileImage', 'choose')), await pngFile('usta.png', 200));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('media.errors.network'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('merchantProfile.images.retry') }));
    await waitFor(() => expect(args.upload).toHaveBeenCalledTimes(2));
  },
};

export const RefusedByServer: Story = {
  args: { value: drawnPicture(350, 320, 320), error: 'Mağaza şəklini yadda saxlamaq mümkün olmadı. Onu yenidən yükləyin.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('merchantProfile.invalid.profileImage'));
  },
};

export const Phone: Story = {
  args: { kind: 'backgroundImage', value: drawnPicture(20, 1280, 320) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('backgroundImage', 'replace'))).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
