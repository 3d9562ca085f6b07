import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, personalPasswordWords } from '@marketplace/contract';
import { Button } from '../../primitives/Button/index.ts';
import { Field } from '../../primitives/Field/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import type { AuthMode } from './authFlow.ts';
import { passwordSchemaFor, type PasswordRefusal, type PasswordValues } from './authSchemas.ts';
import { PasswordStrengthMeter } from './PasswordStrengthMeter.tsx';
import { useFieldMessage } from './useFieldMessage.ts';
import { usePasswordEstimator } from './usePasswordEstimator.ts';

export interface PasswordStepProps {
  mode: AuthMode;
  identifier: string;
  busy: boolean;
  alert?: ReactNode;
  onSubmit: (password: string) => void;
  onBack: () => void;
}

const SUBMIT_LABEL: Record<AuthMode, string> = {
  login: 'auth.actions.login',
  register: 'auth.actions.register',
  reset: 'auth.actions.reset',
};

export function PasswordStep({ mode, identifier, busy, alert, onSubmit, onBack }: PasswordStepProps) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const isNew = mode !== 'login';
  // A new password meets the server's rule as it is typed: the meter shows how hard it is to
  // guess, and a submit the rule would refuse says why without a round trip.
  const estimate = usePasswordEstimator(isNew);
  const personalWords = useMemo(() => personalPasswordWords(identifier), [identifier]);
  const refusalOf = useMemo<PasswordRefusal | undefined>(
    () => (estimate ? (password) => estimate(password, personalWords).refusal : undefined),
    [estimate, personalWords],
  );
  const schema = useMemo(() => passwordSchemaFor(mode, refusalOf), [mode, refusalOf]);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });
  // Deferred: a fast typist's keys are not held up by the estimate (a few milliseconds each).
  const typed = useDeferredValue(useWatch({ control, name: 'password' }));
  const assessment = useMemo(() => (estimate && typed ? estimate(typed, personalWords) : null), [estimate, typed, personalWords]);
  const passwordError = message(errors.password?.message);

  return (
    <form
      noValidate
      data-step="password"
      onSubmit={handleSubmit((values) => onSubmit(values.password))}
      className="flex flex-col gap-4"
    >
      {/* Lets password managers file the password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={identifier} readOnly hidden />
      <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">
        <span className="font-semibold text-ink">{identifier}</span>
      </p>
      <Field
        label={isNew ? t('auth.password.newLabel') : t('auth.password.label')}
        hint={
          isNew ? (
            <>
              {t('auth.password.hint', { min: PASSWORD_MIN_LENGTH })}
              {assessment && (
                <PasswordStrengthMeter strength={assessment.strength} reason={passwordError ? null : assessment.refusal} />
              )}
            </>
          ) : undefined
        }
        error={passwordError}
      >
        {/* The step opens on the password: the one thing to type next. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <Input type="password" autoComplete={isNew ? 'new-password' : 'current-password'} autoFocus {...register('password')} />
      </Field>
      {mode === 'register' && (
        <Field label={t('auth.password.confirmLabel')} error={message(errors.confirm?.message)}>
          <Input type="password" autoComplete="new-password" {...register('confirm')} />
        </Field>
      )}
      {alert}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={busy}>
          {t('auth.actions.back')}
        </Button>
        <Button type="submit" size="lg" className="flex-1" isLoading={busy}>
          {t(SUBMIT_LABEL[mode])}
        </Button>
      </div>
    </form>
  );
}
