import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { isOtpComplete, normalizeIdentifier, OTP_LENGTH } from '@marketplace/contract';
import { Button } from '../../primitives/Button/index.ts';
import { Field } from '../../primitives/Field/index.ts';
import { OtpInput } from '../OtpInput/index.ts';
import { ResendCountdown, useCountdown } from '../ResendCountdown/index.ts';
import { codeSchema, type CodeValues } from './authSchemas.ts';

export interface CodeStepProps {
  identifier: string;
  /** Where the resend countdown starts. */
  resendSeconds: number;
  busy: boolean;
  resending: boolean;
  alert?: ReactNode;
  onSubmit: (otp: string) => void;
  /** Asks for a new code; resolves to the seconds until the next one may be asked, or null when it failed. */
  onResend: () => Promise<number | null>;
  onBack: () => void;
}

export function CodeStep({ identifier, resendSeconds, busy, resending, alert, onSubmit, onResend, onBack }: CodeStepProps) {
  const { t } = useTranslation();
  const { secondsLeft, restart } = useCountdown(resendSeconds);
  const { control, handleSubmit, watch } = useForm<CodeValues>({
    resolver: zodResolver(codeSchema),
    defaultValues: { otp: '' },
  });
  const complete = isOtpComplete(watch('otp'));
  // A phone number gets the code by text message, an e-mail address by mail: the hint says which.
  const hintKey = normalizeIdentifier(identifier)?.kind === 'phone' ? 'auth.code.hintPhone' : 'auth.code.hintEmail';

  const resend = async () => {
    const seconds = await onResend();
    if (seconds !== null) restart(seconds);
  };

  return (
    <form noValidate data-step="code" onSubmit={handleSubmit((values) => onSubmit(values.otp))} className="flex flex-col gap-4">
      <Controller
        control={control}
        name="otp"
        render={({ field }) => (
          <Field label={t('auth.code.label')} hint={t(hintKey, { identifier, length: OTP_LENGTH })}>
            <OtpInput
              ref={field.ref}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              // The step opens on the code: the one thing to type next.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
          </Field>
        )}
      />
      <ResendCountdown secondsLeft={secondsLeft} onResend={resend} isResending={resending} className="self-start" />
      {alert}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={busy}>
          {t('auth.actions.back')}
        </Button>
        <Button type="submit" size="lg" className="flex-1" disabled={!complete} isLoading={busy}>
          {t('auth.actions.verify')}
        </Button>
      </div>
    </form>
  );
}
