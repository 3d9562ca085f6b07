import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorMessageKeys } from '../../forms/errorMessage.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { Field } from '../../primitives/Field/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { editedProfileValues, profileFieldOf, profileFormSchema, type ProfileField, type ProfileFormValues } from './profileFormSchema.ts';

export interface ProfileFormProps {
  /** Read-only (spec §2: e-mail read-only). */
  email: string;
  initialValues: ProfileFormValues;
  /**
   * Saves only the changed values. Rejects with an error carrying `code` and, for refused fields,
   * `fields` (`{ 'editedValues.phoneNumber': '…' }`), which are shown on the matching inputs.
   */
  onSubmit: (edited: Partial<ProfileFormValues>) => Promise<void>;
  className?: string;
}

const NOTIFY_CHANNELS = ['email', 'push', 'whatsapp'] as const;

function fieldsOf(error: unknown): Record<string, string> {
  if (typeof error !== 'object' || error === null || !('fields' in error)) return {};
  const { fields } = error as { fields: unknown };
  return typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : {};
}

/** The buyer's profile (spec §2 "/profile"): names, phone, birth date, photo address and notification channels. */
export function ProfileForm({ email, initialValues, onSubmit, className }: ProfileFormProps) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(initialValues);
  const [status, setStatus] = useState<{ kind: 'idle' | 'saved' } | { kind: 'error'; keys: string[] }>({ kind: 'idle' });
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues>({ resolver: zodResolver(profileFormSchema), defaultValues: initialValues });

  const fieldError = (field: ProfileField) => (errors[field] ? t(`profile.invalid.${field}`) : undefined);

  const submit = handleSubmit(async (values) => {
    setStatus({ kind: 'idle' });
    const edited = editedProfileValues(saved, values);
    try {
      if (Object.keys(edited).length > 0) await onSubmit(edited);
      setSaved(values);
      reset(values);
      setStatus({ kind: 'saved' });
    } catch (error) {
      let onField = false;
      for (const serverField of Object.keys(fieldsOf(error))) {
        const field = profileFieldOf(serverField);
        if (!field) continue;
        setError(field, { type: 'server', message: errorCodeOf(error) ?? 'server' });
        onField = true;
      }
      setStatus({ kind: 'error', keys: onField ? ['profile.fixFields'] : errorMessageKeys(error, 'profile.saveFailed') });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={cn('flex flex-col gap-5', className)} data-slot="profile-form">
      <Field label={t('profile.email')} hint={t('profile.emailReadOnly')}>
        <Input type="email" value={email} readOnly />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('profile.name')} error={fieldError('name')}>
          <Input autoComplete="given-name" {...register('name')} />
        </Field>
        <Field label={t('profile.lastname')} error={fieldError('lastname')}>
          <Input autoComplete="family-name" {...register('lastname')} />
        </Field>
        <Field label={t('profile.phoneNumber')} hint={t('profile.phoneHint')} error={fieldError('phoneNumber')}>
          <Input type="tel" inputMode="tel" autoComplete="tel" {...register('phoneNumber')} />
        </Field>
        <Field label={t('profile.dob')} error={fieldError('dob')}>
          <Input type="date" autoComplete="bday" {...register('dob')} />
        </Field>
      </div>
      <Field label={t('profile.profileImage')} hint={t('profile.profileImageHint')} error={fieldError('profileImage')}>
        <Input type="url" inputMode="url" {...register('profileImage')} />
      </Field>
      <fieldset className="flex flex-col gap-3" aria-describedby={errors.settings ? 'profile-settings-error' : undefined}>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('profile.notify.title')}</legend>
        {NOTIFY_CHANNELS.map((channel) => (
          <Controller
            key={channel}
            control={control}
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
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" isLoading={isSubmitting}>
          {t('profile.save')}
        </Button>
        <p role="status" className="text-sm font-medium">
          {status.kind === 'saved' && <span className="text-success-700">{t('profile.saved')}</span>}
          {status.kind === 'error' && <span className="text-danger-700">{t(status.keys)}</span>}
        </p>
      </div>
    </form>
  );
}
