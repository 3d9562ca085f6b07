import { useState, type ComponentProps } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@marketplace/contract';
import { applyServerErrors } from '../../forms/applyServerErrors.ts';
import { Form } from '../../forms/Form.ts';
import { FormControl } from '../../forms/FormControl.tsx';
import { FormDescription } from '../../forms/FormDescription.tsx';
import { FormField } from '../../forms/FormField.tsx';
import { FormItem } from '../../forms/FormItem.tsx';
import { FormLabel } from '../../forms/FormLabel.tsx';
import { FormMessage } from '../../forms/FormMessage.tsx';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { Field } from '../../primitives/Field/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { NATIVE_LANGUAGE_NAMES } from '../LanguageSwitcher/index.ts';
import { ProfileImageField, type UploadImage } from '../ProfileImageField/index.ts';
import {
  editedProfileValues,
  profileFieldOf,
  profileFormSchema,
  type ProfileField,
  type ProfileFormValues,
} from './profileFormSchema.ts';

export interface ProfileFormProps {
  /** Read-only (spec §2: e-mail read-only). */
  email: string;
  initialValues: ProfileFormValues;
  /**
   * Saves only the changed values. Rejects with an error carrying `code` and, for refused fields,
   * `fields` (`{ 'editedValues.phoneNumber': '…' }`), which are shown on the matching inputs.
   */
  onSubmit: (edited: Partial<ProfileFormValues>) => Promise<void>;
  /** Uploads a picked photo (as the store's pictures are) and resolves with its stored address. */
  uploadPhoto: UploadImage;
  className?: string;
}

const NOTIFY_CHANNELS = ['email', 'push', 'whatsapp'] as const;

type TextField = Exclude<ProfileField, 'settings' | 'language'>;

type ProfileInputProps = Omit<ComponentProps<typeof Input>, 'name'> & { name: TextField; label: string; hint?: string };

/** One text value of the profile, with the profile's own wording for any error. */
function ProfileInput({ name, label, hint, ...inputProps }: ProfileInputProps) {
  return (
    <FormField<ProfileFormValues, TextField>
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...inputProps} {...field} />
          </FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage invalidMessage={`profile.invalid.${name}`} />
        </FormItem>
      )}
    />
  );
}

/**
 * The buyer's profile (spec §2 "/profile"): names, phone, birth date, photo (uploaded), notification
 * channels and the language notifications and e-mails are written in.
 */
export function ProfileForm({ email, initialValues, onSubmit, uploadPhoto, className }: ProfileFormProps) {
  const { t } = useTranslation();
  // Saving waits for a photo being uploaded: its address is not known before.
  const [uploading, setUploading] = useState(false);
  const [saved, setSaved] = useState(initialValues);
  const [status, setStatus] = useState<{ kind: 'idle' | 'saved' } | { kind: 'error'; keys: string[] }>({ kind: 'idle' });
  const form = useForm<ProfileFormValues>({ resolver: zodResolver(profileFormSchema), defaultValues: initialValues });
  const {
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    setStatus({ kind: 'idle' });
    const edited = editedProfileValues(saved, values);
    try {
      if (Object.keys(edited).length > 0) await onSubmit(edited);
      setSaved(values);
      reset(values);
      setStatus({ kind: 'saved' });
    } catch (error) {
      const keys = applyServerErrors(form, error, {
        fieldOf: (serverField): FieldPath<ProfileFormValues> | null => profileFieldOf(serverField),
        fallbackKey: 'profile.saveFailed',
      });
      setStatus({ kind: 'error', keys: keys.length > 0 ? keys : ['profile.fixFields'] });
    }
  });

  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className={cn('flex flex-col gap-5', className)}
        data-slot="profile-form"
      >
        <Field label={t('profile.email')} hint={t('profile.emailReadOnly')}>
          <Input type="email" value={email} readOnly />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <ProfileInput name="name" label={t('profile.name')} autoComplete="given-name" />
          <ProfileInput name="lastname" label={t('profile.lastname')} autoComplete="family-name" />
          <ProfileInput
            name="phoneNumber"
            label={t('profile.phoneNumber')}
            hint={t('profile.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
          <ProfileInput name="dob" label={t('profile.dob')} type="date" autoComplete="bday" />
        </div>
        <FormField
          control={form.control}
          name="profileImage"
          render={({ field, fieldState }) => (
            <ProfileImageField
              kind="accountPhoto"
              value={field.value}
              onChange={(url) => {
                field.onChange(url);
                setStatus({ kind: 'idle' });
              }}
              upload={uploadPhoto}
              onUploadingChange={setUploading}
              error={fieldState.error ? t('profile.invalid.profileImage') : undefined}
            />
          )}
        />
        <fieldset className="flex flex-col gap-3" aria-describedby={errors.settings ? 'profile-settings-error' : undefined}>
          <legend className="mb-2 text-sm font-semibold text-ink">{t('profile.notify.title')}</legend>
          {NOTIFY_CHANNELS.map((channel) => (
            <FormField
              key={channel}
              control={form.control}
              name={`settings.notify.${channel}`}
              render={({ field }) => (
                <Checkbox
                  label={t(`profile.notify.${channel}`)}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  name={field.name}
                />
              )}
            />
          ))}
          {errors.settings && (
            <p id="profile-settings-error" className="text-sm font-medium text-danger-700">
              {t('profile.invalid.settings')}
            </p>
          )}
          <FormField
            control={form.control}
            name="language"
            render={({ field }) => (
              <FormItem className="mt-2">
                <FormLabel>{t('profile.language')}</FormLabel>
                <FormControl>
                  <Select wrapperClassName="sm:max-w-xs" {...field}>
                    {LANGUAGES.map((lng) => (
                      <option key={lng} value={lng} lang={lng}>
                        {NATIVE_LANGUAGE_NAMES[lng]}
                      </option>
                    ))}
                  </Select>
                </FormControl>
                <FormDescription>{t('profile.languageHint')}</FormDescription>
                <FormMessage invalidMessage="profile.invalid.language" />
              </FormItem>
            )}
          />
        </fieldset>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" isLoading={isSubmitting} disabled={uploading}>
            {t('profile.save')}
          </Button>
          <p role="status" className="text-sm font-medium">
            {status.kind === 'saved' && <span className="text-success-700">{t('profile.saved')}</span>}
            {status.kind === 'error' && <span className="text-danger-700">{t(status.keys)}</span>}
          </p>
        </div>
      </form>
    </Form>
  );
}
