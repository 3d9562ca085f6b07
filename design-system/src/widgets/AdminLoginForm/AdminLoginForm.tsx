import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { IDENTIFIER_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@marketplace/contract';
import { Form } from '../../forms/Form.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { FormControl } from '../../forms/FormControl.tsx';
import { FormField } from '../../forms/FormField.tsx';
import { FormItem } from '../../forms/FormItem.tsx';
import { FormLabel } from '../../forms/FormLabel.tsx';
import { useAsyncAction } from '../../forms/useAsyncAction.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { SpinnerIcon } from '../../primitives/Spinner/index.ts';

// Spec §5: either one empty gives the one message 'Kullanıcı adı ve şifre gereklidir'.
const REQUIRED = 'adminLogin.required';
const adminLoginSchema = z.object({
  identifier: z.string().trim().min(1, { error: REQUIRED }).max(IDENTIFIER_MAX_LENGTH),
  password: z.string().min(1, { error: REQUIRED }).max(PASSWORD_MAX_LENGTH),
});
export type AdminCredentials = z.infer<typeof adminLoginSchema>;

export interface AdminLoginFormProps {
  /** Resolves once signed in; rejects with an error carrying `code` (e.g. INVALID_CREDENTIALS, ACCOUNT_TYPE_NOT_ALLOWED). */
  onSubmit: (credentials: AdminCredentials) => Promise<void>;
  className?: string;
}

/** The admin host's sign-in card (spec §2 "Admin login"). */
export function AdminLoginForm({ onSubmit, className }: AdminLoginFormProps) {
  const { t } = useTranslation();
  const ids = useId();
  const alertId = `${ids}-alert`;
  const hintId = `${ids}-forgot`;
  const [showForgotHint, setShowForgotHint] = useState(false);
  const { pending, errorKeys, run } = useAsyncAction<'login'>('errors.login_failed', 'adminLogin.errors');
  const submitting = pending === 'login';
  const form = useForm<AdminCredentials>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { identifier: '', password: '' },
  });
  const { errors } = form.formState;

  const missing = errors.identifier?.message === REQUIRED || errors.password?.message === REQUIRED;
  const message = missing ? t(REQUIRED) : errorKeys ? t(errorKeys) : null;
  const describedByAlert = (invalid: boolean) => (invalid && message ? alertId : undefined);

  return (
    <section
      data-slot="admin-login"
      aria-labelledby={`${ids}-title`}
      className={cn('w-full max-w-sm rounded-xl border border-line bg-surface p-6 shadow-sm sm:p-8', className)}
    >
      <h1 id={`${ids}-title`} className="font-display text-2xl font-semibold text-ink">
        {t('adminLogin.title')}
      </h1>
      <Form {...form}>
        <form
          noValidate
          onSubmit={form.handleSubmit((credentials) => run('login', () => onSubmit(credentials)))}
          className="mt-6 flex flex-col gap-4"
        >
          {/* Spec §5: one message for both fields, in the alert below; an invalid field points at it. */}
          <FormField
            control={form.control}
            name="identifier"
            render={({ field, fieldState }) => (
              <FormItem>
                <FormLabel>{t('adminLogin.identifier')}</FormLabel>
                <FormControl>
                  <Input
                    autoComplete="username"
                    autoCapitalize="none"
                    spellCheck={false}
                    aria-describedby={describedByAlert(fieldState.invalid)}
                    {...field}
                  />
                </FormControl>
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="password"
            render={({ field, fieldState }) => (
              <FormItem>
                <FormLabel>{t('adminLogin.password')}</FormLabel>
                <FormControl>
                  <Input
                    type="password"
                    autoComplete="current-password"
                    aria-describedby={describedByAlert(fieldState.invalid)}
                    {...field}
                  />
                </FormControl>
              </FormItem>
            )}
          />
          <div id={alertId}>
            <FormAlert>{message}</FormAlert>
          </div>
          <Button type="submit" size="lg" disabled={submitting} aria-busy={submitting || undefined}>
            {submitting && <SpinnerIcon size="sm" />}
            {submitting ? t('adminLogin.submitting') : t('adminLogin.submit')}
          </Button>
        </form>
      </Form>
      <div className="mt-4 flex flex-col items-center gap-2 text-center">
        <Button
          variant="link"
          size="sm"
          aria-expanded={showForgotHint}
          aria-controls={hintId}
          onClick={() => setShowForgotHint((shown) => !shown)}
        >
          {t('adminLogin.forgotPassword')}
        </Button>
        <p id={hintId} hidden={!showForgotHint} className="text-sm text-ink-muted">
          {t('adminLogin.forgotPasswordHint')}
        </p>
      </div>
    </section>
  );
}
