import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { getI18n, useTranslation } from 'react-i18next';
import { z } from 'zod';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../primitives/Button/index.ts';
import { Input } from '../primitives/Input/index.ts';
import { Textarea } from '../primitives/Textarea/index.ts';
import { applyServerErrors } from './applyServerErrors.ts';
import { Form } from './Form.ts';
import { FormAlert } from './FormAlert.tsx';
import { FormControl } from './FormControl.tsx';
import { FormDescription } from './FormDescription.tsx';
import { FormField } from './FormField.tsx';
import { FormItem } from './FormItem.tsx';
import { FormLabel } from './FormLabel.tsx';
import { FormMessage } from './FormMessage.tsx';

const REQUIRED = 'primitives.field.errors.required';
const storeSchema = z.object({
  companyName: z.string().trim().min(1, { error: REQUIRED }),
  companyEmail: z
    .string()
    .trim()
    .min(1, { error: REQUIRED })
    .pipe(z.email({ error: 'primitives.field.errors.email' })),
  // A message that is not a translation key is shown as it is.
  phoneNumber: z.string().regex(/^(\+994\d{9})?$/, { error: 'Nömrəni +994XXXXXXXXX şəklində yazın.' }),
  about: z.string(),
});
type StoreValues = z.infer<typeof storeSchema>;

/** What the server may refuse, by body path; `socialMediaAccount` is not on this form. */
const fieldOf = (serverField: string) => {
  const field = serverField.replace(/^editedValues\./, '');
  return field in storeSchema.shape ? (field as keyof StoreValues) : null;
};

interface Labels {
  companyName: string;
  companyEmail: string;
  companyEmailHint: string;
  phoneNumber: string;
  about: string;
  submit: string;
}

const shortLabels: Labels = {
  companyName: 'Mağazanın adı',
  companyEmail: 'Mağazanın e-poçtu',
  companyEmailHint: 'Sifarişlər bu ünvana gələcək.',
  phoneNumber: 'Telefon',
  about: 'Mağaza haqqında',
  submit: 'Yadda saxla',
};

const longLabels: Labels = {
  companyName: 'Mağazanın alıcılara göstəriləcək rəsmi adı (vergi şəhadətnaməsində göstərildiyi kimi)',
  companyEmail: 'Sifarişlər, ödənişlər və mübahisələr barədə bildirişlərin göndəriləcəyi elektron poçt ünvanı',
  companyEmailHint:
    'Bu ünvan alıcılara göstərilmir; yalnız platformanın dəstək xidməti və ödəniş sistemi sizinlə əlaqə saxlamaq üçün istifadə edir.',
  phoneNumber: 'Kuryer xidmətinin sizinlə əlaqə saxlaya biləcəyi mobil telefon nömrəsi',
  about: 'Mağazanız, ustalığınız və istifadə etdiyiniz təbii materiallar haqqında qısa hekayə',
  submit: 'Dəyişiklikləri yadda saxla və alıcılara göstər',
};

function StoreContactForm({
  onSubmit,
  labels = shortLabels,
}: {
  onSubmit: (values: StoreValues) => Promise<void>;
  labels?: Labels;
}) {
  const { t } = useTranslation();
  const form = useForm<StoreValues>({
    resolver: zodResolver(storeSchema),
    defaultValues: { companyName: '', companyEmail: '', phoneNumber: '', about: '' },
  });
  const [outcome, setOutcome] = useState<{ kind: 'idle' | 'saved' } | { kind: 'failed'; keys: string[] }>({ kind: 'idle' });

  const submit = form.handleSubmit(async (values) => {
    setOutcome({ kind: 'idle' });
    try {
      await onSubmit(values);
      setOutcome({ kind: 'saved' });
    } catch (error) {
      const keys = applyServerErrors(form, error, { fieldOf, fallbackKey: 'forms.saveFailed' });
      setOutcome({ kind: 'failed', keys: keys.length > 0 ? keys : ['forms.fixFields'] });
    }
  });

  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <FormField
          control={form.control}
          name="companyName"
          render={({ field }) => (
            <FormItem required>
              <FormLabel>{labels.companyName}</FormLabel>
              <FormControl>
                <Input autoComplete="organization" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="companyEmail"
          render={({ field }) => (
            <FormItem required>
              <FormLabel>{labels.companyEmail}</FormLabel>
              <FormControl>
                <Input type="email" autoComplete="email" {...field} />
              </FormControl>
              <FormDescription>{labels.companyEmailHint}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="phoneNumber"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{labels.phoneNumber}</FormLabel>
              <FormControl>
                <Input type="tel" inputMode="tel" autoComplete="tel" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="about"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{labels.about}</FormLabel>
              <FormControl>
                <Textarea rows={3} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        {outcome.kind === 'failed' && <FormAlert>{t(outcome.keys)}</FormAlert>}
        {outcome.kind === 'saved' && <FormAlert tone="success">{t('forms.saved')}</FormAlert>}
        <Button type="submit" isLoading={form.formState.isSubmitting} className="self-start">
          {labels.submit}
        </Button>
      </form>
    </Form>
  );
}

const meta = {
  title: 'Forms/Form',
  component: StoreContactForm,
  args: { onSubmit: fn(async () => {}) },
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StoreContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const t = (key: string) => getI18n().t(key);

/** The control's description, read the way a screen reader would: the texts its aria-describedby points at. */
function descriptionOf(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const requiredName = (label: string) => `${label} ${t('primitives.field.required')}`;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: requiredName(shortLabels.companyName) });
    await expect(name).toHaveAttribute('aria-required', 'true');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(name).not.toHaveAttribute('aria-describedby');
    const email = canvas.getByRole('textbox', { name: requiredName(shortLabels.companyEmail) });
    await expect(descriptionOf(email)).toBe(shortLabels.companyEmailHint);
    await expect(canvas.getByRole('textbox', { name: shortLabels.phoneNumber })).not.toHaveAttribute('aria-required');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const ClientErrorsAfterSubmit: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: shortLabels.phoneNumber }), '050 123');
    await userEvent.click(canvas.getByRole('button', { name: shortLabels.submit }));

    const name = canvas.getByRole('textbox', { name: requiredName(shortLabels.companyName) });
    // Focus moves to the first invalid field.
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(descriptionOf(name)).toBe(t(REQUIRED));

    const email = canvas.getByRole('textbox', { name: requiredName(shortLabels.companyEmail) });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    // The hint first, then the message.
    await expect(descriptionOf(email)).toBe(`${shortLabels.companyEmailHint} ${t(REQUIRED)}`);
    const phone = canvas.getByRole('textbox', { name: shortLabels.phoneNumber });
    await expect(descriptionOf(phone)).toBe('Nömrəni +994XXXXXXXXX şəklində yazın.');
    await expect(canvas.getByRole('textbox', { name: shortLabels.about })).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Typing a valid value clears that field's message at once.
    await userEvent.type(name, 'Nar Atelyesi');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
    await expect(name).not.toHaveAttribute('aria-describedby');
    await expect(canvas.getAllByText(t(REQUIRED))).toHaveLength(1);
  },
};

const filledIn = async (
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
) => {
  await userEvent.type(canvas.getByRole('textbox', { name: requiredName(shortLabels.companyName) }), 'Nar Atelyesi');
  await userEvent.type(canvas.getByRole('textbox', { name: requiredName(shortLabels.companyEmail) }), 'satis@nar.az');
  await userEvent.type(canvas.getByRole('textbox', { name: shortLabels.phoneNumber }), '+994501234567');
  await userEvent.click(canvas.getByRole('button', { name: shortLabels.submit }));
};

export const ServerErrors: Story = {
  args: {
    onSubmit: fn(async () => {
      throw Object.assign(new Error('refused'), {
        code: 'VALIDATION_FAILED',
        fields: {
          'editedValues.phoneNumber': 'Bu nömrə artıq başqa mağazada qeydiyyatdadır.',
          'editedValues.companyEmail': 'Bu e-poçt artıq istifadə olunur.',
          socialMediaAccount: 'Unknown field.',
        },
      });
    }),
  },
  play: async ({ args, canvas, userEvent }) => {
    await filledIn(canvas, userEvent);
    await expect(args.onSubmit).toHaveBeenCalledOnce();

    const email = canvas.getByRole('textbox', { name: requiredName(shortLabels.companyEmail) });
    const phone = canvas.getByRole('textbox', { name: shortLabels.phoneNumber });
    // The server's words land on their fields; the first refused one takes focus.
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await expect(descriptionOf(phone)).toBe('Bu nömrə artıq başqa mağazada qeydiyyatdadır.');
    await expect(descriptionOf(email)).toBe(`${shortLabels.companyEmailHint} Bu e-poçt artıq istifadə olunur.`);
    await expect(phone).toHaveFocus();
    // What no field on the form shows goes to the form alert; nothing typed is lost.
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('errors.VALIDATION_FAILED'));
    await expect(email).toHaveValue('satis@nar.az');
    await expect(canvas.getByRole('textbox', { name: requiredName(shortLabels.companyName) })).toHaveValue('Nar Atelyesi');
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await filledIn(canvas, userEvent);
    const button = canvas.getByRole('button', { name: shortLabels.submit });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toBeDisabled();
  },
};

export const Success: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await filledIn(canvas, userEvent);
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('forms.saved'));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      companyName: 'Nar Atelyesi',
      companyEmail: 'satis@nar.az',
      phoneNumber: '+994501234567',
      about: '',
    });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

const noHorizontalOverflow = async (root: HTMLElement) => {
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
};

export const LongAzerbaijani: Story = {
  args: {
    labels: longLabels,
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: longLabels.submit }));
    const name = canvas.getByRole('textbox', { name: requiredName(longLabels.companyName) });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(canvas.getAllByText(t(REQUIRED))).toHaveLength(2);
    await noHorizontalOverflow(canvasElement);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: shortLabels.submit }));
    const name = canvas.getByRole('textbox', { name: requiredName(shortLabels.companyName) });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await noHorizontalOverflow(canvasElement);
  },
};
