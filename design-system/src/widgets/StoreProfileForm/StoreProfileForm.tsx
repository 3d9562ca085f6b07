import { useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@marketplace/contract';
import {
  Form,
  FormAlert,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  applyServerErrors,
} from '../../forms/index.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { NATIVE_LANGUAGE_NAMES } from '../LanguageSwitcher/index.ts';
import { ProfileImageField, type ProfileImageKind } from '../ProfileImageField/index.ts';
import {
  NOTIFY_CHANNELS,
  editedStoreProfileValues,
  storeProfileFormSchema,
  storeProfileMessageKey,
  storeProfilePathOf,
  type StoreProfileValues,
} from './storeProfileFormSchema.ts';

export interface StoreProfileFormProps {
  /** The account's e-mail: shown, never edited (spec §2). */
  email: string;
  initialValues: StoreProfileValues;
  /**
   * Saves only the changed values (updateAccount's `editedValues`). Rejects with an error carrying
   * `code` and, for refused fields, `fields` (`{ 'editedValues.phoneNumber': '…' }`), shown on their fields.
   */
  onSubmit: (edited: Partial<StoreProfileValues>) => Promise<void>;
  /** Uploads a picked image (compressed for its kind) and resolves with its address; `onProgress` gets 0–100. */
  uploadMedia: (file: File, kind: ProfileImageKind, onProgress: (percent: number) => void) => Promise<string>;
  /** Say "saved" beside the button; off when the page announces it itself (a toast), so it is said once. */
  showSavedNotice?: boolean;
  className?: string;
}

type Status = { kind: 'idle' } | { kind: 'saved' } | { kind: 'unchanged' } | { kind: 'error'; keys: string[] };

/** Client-side problems carry the field's own message key, so FormMessage shows the same words as a server refusal. */
const resolver: Resolver<StoreProfileValues> = async (values, context, options) => {
  const result = await zodResolver(storeProfileFormSchema)(values, context, options);
  for (const [field, error] of Object.entries(result.errors)) {
    if (error && typeof error === 'object' && 'message' in error)
      Object.assign(error, { message: storeProfileMessageKey(field) });
  }
  return result;
};

const TEXT_FIELDS = {
  store: [
    { name: 'companyName', autoComplete: 'organization', type: 'text', hint: false, wide: true },
    { name: 'companyEmail', autoComplete: 'email', type: 'email', hint: true, wide: false },
    { name: 'phoneNumber', autoComplete: 'tel', type: 'tel', hint: true, wide: false },
    { name: 'socialMediaAccount', autoComplete: 'url', type: 'text', hint: true, wide: true },
  ],
  owner: [
    { name: 'name', autoComplete: 'given-name', type: 'text', hint: false },
    { name: 'lastname', autoComplete: 'family-name', type: 'text', hint: false },
    { name: 'dob', autoComplete: 'bday', type: 'date', hint: false },
  ],
} as const;

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-5 rounded-xl border border-line bg-surface p-4 shadow-xs sm:p-6">
      <legend className="float-left w-full">
        <span className="block font-display text-lg font-semibold text-ink">{title}</span>
        {description ? <span className="mt-1 block text-sm text-ink-muted">{description}</span> : null}
      </legend>
      {children}
    </fieldset>
  );
}

/**
 * The seller's store profile (spec §2 merchant "/profile", §3 seller profile): store and owner
 * details, the store photo and cover through the uploader, notification channels and the language
 * notifications and e-mails are written in; the e-mail is read-only. Sends only what changed; the
 * server's refusals show on their fields.
 */
export function StoreProfileForm({
  email,
  initialValues,
  onSubmit,
  uploadMedia,
  showSavedNotice = true,
  className,
}: StoreProfileFormProps) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(initialValues);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [uploads, setUploads] = useState<ReadonlySet<ProfileImageKind>>(new Set());
  const form = useForm<StoreProfileValues>({ resolver, defaultValues: initialValues });
  const { isSubmitting } = form.formState;
  const uploading = uploads.size > 0;

  const trackUpload = (kind: ProfileImageKind) => (busy: boolean) =>
    setUploads((current) => {
      const next = new Set(current);
      if (busy) next.add(kind);
      else next.delete(kind);
      return next;
    });

  const submit = form.handleSubmit(
    async (values) => {
      setStatus({ kind: 'idle' });
      const edited = editedStoreProfileValues(saved, values);
      if (Object.keys(edited).length === 0) {
        setStatus({ kind: 'unchanged' });
        return;
      }
      try {
        await onSubmit(edited);
        setSaved(values);
        form.reset(values);
        setStatus(showSavedNotice ? { kind: 'saved' } : { kind: 'idle' });
      } catch (error) {
        const keys = applyServerErrors(form, error, {
          fieldOf: storeProfilePathOf,
          messageOf: (field) => storeProfileMessageKey(field),
          fallbackKey: 'merchantProfile.saveFailed',
        });
        setStatus({ kind: 'error', keys: keys.length > 0 ? keys : ['merchantProfile.fixFields'] });
      }
    },
    () => setStatus({ kind: 'error', keys: ['merchantProfile.fixFields'] }),
  );

  const image = (kind: ProfileImageKind) => (
    <FormField
      control={form.control}
      name={kind}
      render={({ field, fieldState }) => (
        <ProfileImageField
          kind={kind}
          value={field.value}
          onChange={(url) => {
            field.onChange(url);
            setStatus({ kind: 'idle' });
          }}
          upload={(file, onProgress) => uploadMedia(file, kind, onProgress)}
          onUploadingChange={trackUpload(kind)}
          error={fieldState.error ? t(storeProfileMessageKey(kind)) : undefined}
        />
      )}
    />
  );

  return (
    <Form {...form}>
      <form
        noValidate
        aria-label={t('merchantProfile.formLabel')}
        onSubmit={(event) => void submit(event)}
        className={cn('flex flex-col gap-6', className)}
        data-slot="store-profile-form"
      >
        <Section title={t('merchantProfile.sections.store.title')} description={t('merchantProfile.sections.store.description')}>
          <div className="grid gap-5 sm:grid-cols-2">
            {TEXT_FIELDS.store.map((input) => (
              <FormField
                key={input.name}
                control={form.control}
                name={input.name}
                render={({ field }) => (
                  <FormItem className={input.wide ? 'sm:col-span-2' : undefined}>
                    <FormLabel>{t(`merchantProfile.fields.${input.name}`)}</FormLabel>
                    <FormControl>
                      <Input
                        type={input.type}
                        autoComplete={input.autoComplete}
                        inputMode={input.type === 'tel' ? 'tel' : input.type === 'email' ? 'email' : undefined}
                        {...field}
                      />
                    </FormControl>
                    {input.hint ? <FormDescription>{t(`merchantProfile.hints.${input.name}`)}</FormDescription> : null}
                    <FormMessage />
                  </FormItem>
                )}
              />
            ))}
          </div>
        </Section>

        <Section
          title={t('merchantProfile.sections.images.title')}
          description={t('merchantProfile.sections.images.description')}
        >
          {image('backgroundImage')}
          {image('profileImage')}
        </Section>

        <Section title={t('merchantProfile.sections.owner.title')} description={t('merchantProfile.sections.owner.description')}>
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5 sm:col-span-2">
              <label htmlFor="store-profile-email" className="text-sm font-semibold text-ink">
                {t('merchantProfile.fields.email')}
              </label>
              <Input id="store-profile-email" type="email" value={email} readOnly aria-describedby="store-profile-email-hint" />
              <p id="store-profile-email-hint" className="text-sm text-ink-muted">
                {t('merchantProfile.hints.email')}
              </p>
            </div>
            {TEXT_FIELDS.owner.map((input) => (
              <FormField
                key={input.name}
                control={form.control}
                name={input.name}
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t(`merchantProfile.fields.${input.name}`)}</FormLabel>
                    <FormControl>
                      <Input type={input.type} autoComplete={input.autoComplete} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            ))}
          </div>
        </Section>

        <Section
          title={t('merchantProfile.sections.notify.title')}
          description={t('merchantProfile.sections.notify.description')}
        >
          <div className="flex flex-col gap-3">
            {NOTIFY_CHANNELS.map((channel) => (
              <FormField
                key={channel}
                control={form.control}
                name={`settings.notify.${channel}`}
                render={({ field, fieldState }) => (
                  <div className="flex flex-col gap-1">
                    <Checkbox
                      label={t(`merchantProfile.notify.${channel}`)}
                      description={t(`merchantProfile.notify.${channel}Hint`)}
                      checked={field.value}
                      invalid={fieldState.invalid}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      onBlur={field.onBlur}
                      name={field.name}
                      ref={field.ref}
                    />
                    {fieldState.error ? (
                      <p className="text-sm font-medium text-danger-700">{t(storeProfileMessageKey(field.name))}</p>
                    ) : null}
                  </div>
                )}
              />
            ))}
          </div>
          <FormField
            control={form.control}
            name="language"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t('merchantProfile.fields.language')}</FormLabel>
                <FormControl>
                  <Select wrapperClassName="sm:max-w-xs" {...field}>
                    {LANGUAGES.map((lng) => (
                      <option key={lng} value={lng} lang={lng}>
                        {NATIVE_LANGUAGE_NAMES[lng]}
                      </option>
                    ))}
                  </Select>
                </FormControl>
                <FormDescription>{t('merchantProfile.hints.language')}</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        </Section>

        <div className="sticky bottom-0 -mx-4 flex flex-col gap-3 border-t border-line bg-paper/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:px-6">
          {status.kind === 'error' ? <FormAlert>{t(status.keys)}</FormAlert> : null}
          {status.kind === 'saved' ? <FormAlert tone="success">{t('merchantProfile.saved')}</FormAlert> : null}
          {status.kind === 'unchanged' ? <FormAlert tone="success">{t('merchantProfile.unchanged')}</FormAlert> : null}
          <div className="flex flex-wrap items-center justify-end gap-3">
            {uploading ? <p className="me-auto text-sm text-ink-muted">{t('merchantProfile.waitForUploads')}</p> : null}
            <Button type="submit" size="lg" isLoading={isSubmitting} disabled={uploading} className="w-full sm:w-auto">
              {isSubmitting ? t('merchantProfile.saving') : t('merchantProfile.save')}
            </Button>
          </div>
        </div>
      </form>
    </Form>
  );
}
