import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation, getI18n } from 'react-i18next';
import { z } from 'zod';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Input } from '../Input/index.ts';
import { Select } from '../Select/index.ts';
import { Textarea } from '../Textarea/index.ts';
import { Field } from './Field.tsx';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: { label: 'Mağazanın adı', children: <Input placeholder="Məsələn: Nar Atelyesi" /> },
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The control's description, read the way a screen reader would: the texts its aria-describedby points at. */
function descriptionOf(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

export const WithHint: Story = {
  args: { hint: 'Alıcılar mağazanızı bu adla tapacaq.' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Mağazanın adı'));
    const input = canvas.getByRole('textbox', { name: 'Mağazanın adı' });
    await expect(input).toHaveFocus();
    await expect(descriptionOf(input)).toBe('Alıcılar mağazanızı bu adla tapacaq.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const required = getI18n().t('primitives.field.required');
    const input = canvas.getByRole('textbox', { name: `Mağazanın adı ${required}` });
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const WithError: Story = {
  args: {
    required: true,
    hint: 'Alıcılar mağazanızı bu adla tapacaq.',
    error: 'Bu sahəni doldurun',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(descriptionOf(input)).toBe('Alıcılar mağazanızı bu adla tapacaq. Bu sahəni doldurun');
  },
};

export const OtherControls: Story = {
  render: () => (
    <div className="flex flex-col gap-5">
      <Field label="Kateqoriya" required error="Kateqoriya seçin">
        <Select
          placeholder="Seçin"
          options={[
            { value: 'carpets', label: 'Xalçalar' },
            { value: 'ceramics', label: 'Keramika' },
          ]}
        />
      </Field>
      <Field label="Təsvir" hint="Ən azı bir cümlə yazın.">
        <Textarea rows={3} />
      </Field>
      <Field label="Qiymət" hint="Endirimsiz qiymət.">
        <Input inputMode="decimal" trailing="₼" defaultValue="45" />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Kateqoriya/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(descriptionOf(canvas.getByRole('textbox', { name: 'Təsvir' }))).toBe('Ən azı bir cümlə yazın.');
    await expect(descriptionOf(canvas.getByRole('textbox', { name: 'Qiymət' }))).toBe('Endirimsiz qiymət.');
  },
};

export const LongAzerbaijani: Story = {
  args: {
    label: 'Sifarişçinin tam adı, soyadı və atasının adı (şəxsiyyət vəsiqəsində göstərildiyi kimi)',
    required: true,
    hint: 'Bu məlumat yalnız çatdırılma xidmətinə ötürülür və heç bir halda üçüncü şəxslərlə bölüşdürülmür.',
    error: 'Ad və soyad Azərbaycan və ya latın hərfləri ilə yazılmalıdır; rəqəmlərdən istifadə etməyin.',
    children: <Input defaultValue="Məmmədov Əli İsmayıl oğlu 2" />,
  },
};

const REQUIRED = 'primitives.field.errors.required';
const sellerSchema = z.object({
  shopName: z.string().trim().min(1, { error: REQUIRED }),
  email: z
    .string()
    .trim()
    .min(1, { error: REQUIRED })
    .pipe(z.email({ error: 'primitives.field.errors.email' })),
  about: z.string(),
});
type SellerValues = z.infer<typeof sellerSchema>;

function SellerForm({ onSubmit }: { onSubmit: (values: SellerValues) => void }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SellerValues>({
    resolver: zodResolver(sellerSchema),
    defaultValues: { shopName: '', email: '', about: '' },
  });
  // The schema carries translation keys; the form turns them into text.
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values))} className="flex flex-col gap-5">
      <Field label="Mağazanın adı" required error={message(errors.shopName?.message)}>
        <Input autoComplete="organization" {...register('shopName')} />
      </Field>
      <Field label="E-poçt" required hint="Sifarişlər bu ünvana gələcək." error={message(errors.email?.message)}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field label="Mağaza haqqında">
        <Textarea rows={3} {...register('about')} />
      </Field>
      <Button type="submit" className="self-start">
        Göndər
      </Button>
    </form>
  );
}

const submitSeller = fn<(values: SellerValues) => void>();

export const ReactHookFormWithZod: Story = {
  render: () => <SellerForm onSubmit={submitSeller} />,
  play: async ({ canvas, userEvent }) => {
    const onSubmit = submitSeller;
    onSubmit.mockClear();
    const t = getI18n().t;
    const requiredText = t(REQUIRED);

    await userEvent.click(canvas.getByRole('button', { name: 'Göndər' }));

    const shopName = canvas.getByRole('textbox', { name: /Mağazanın adı/ });
    await waitFor(() => expect(shopName).toHaveAttribute('aria-invalid', 'true'));
    const errorId = (shopName.getAttribute('aria-describedby') ?? '').split(' ').at(-1) ?? '';
    await expect(document.getElementById(errorId)).toHaveTextContent(requiredText);
    await expect(canvas.getAllByText(requiredText)).toHaveLength(2);
    await expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(shopName, 'Nar Atelyesi');
    const email = canvas.getByRole('textbox', { name: /E-poçt/ });
    await userEvent.type(email, 'nar@');
    await userEvent.click(canvas.getByRole('button', { name: 'Göndər' }));
    await waitFor(() => expect(canvas.getByText(t('primitives.field.errors.email'))).toBeVisible());
    await expect(shopName).not.toHaveAttribute('aria-invalid');

    await userEvent.type(email, 'atelye.az');
    await userEvent.click(canvas.getByRole('button', { name: 'Göndər' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ shopName: 'Nar Atelyesi', email: 'nar@atelye.az', about: '' }));
    await expect(canvas.queryByText(requiredText)).not.toBeInTheDocument();
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(descriptionOf(email)).toBe('Sifarişlər bu ünvana gələcək.');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { required: true, hint: 'Alıcılar mağazanızı bu adla tapacaq.', error: 'Bu sahəni doldurun' },
};
