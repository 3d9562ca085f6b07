import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button/index.ts';
import { Field } from '../../primitives/Field/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import type { AuthMode } from './authFlow.ts';
import { identifierSchema, type IdentifierValues } from './authSchemas.ts';
import { useFieldMessage } from './useFieldMessage.ts';

export interface IdentifierStepProps {
  mode: AuthMode;
  defaultIdentifier: string;
  busy: boolean;
  /** The action waits (a code was asked for too soon; the alert counts down). */
  submitDisabled?: boolean;
  /** The failed-submit message, shown above the action. */
  alert?: ReactNode;
  /** Focus the field on appearing (in the dialog, and after Back); defaults to true. */
  focusOnMount?: boolean;
  onSubmit: (identifier: string) => void;
}

export function IdentifierStep({
  mode,
  defaultIdentifier,
  busy,
  submitDisabled = false,
  alert,
  focusOnMount = true,
  onSubmit,
}: IdentifierStepProps) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<IdentifierValues>({
    resolver: zodResolver(identifierSchema),
    defaultValues: { identifier: defaultIdentifier },
  });

  return (
    <form
      noValidate
      data-step="identifier"
      onSubmit={handleSubmit((values) => onSubmit(values.identifier))}
      className="flex flex-col gap-4"
    >
      <Field label={t('auth.identifier.label')} hint={t('auth.identifier.hint')} error={message(errors.identifier?.message)}>
        <Input
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          // The dialog opens on this field, and Back returns to it.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={focusOnMount}
          {...register('identifier')}
        />
      </Field>
      {alert}
      <Button type="submit" size="lg" isLoading={busy} disabled={submitDisabled}>
        {mode === 'login' ? t('auth.actions.continue') : t('auth.actions.sendCode')}
      </Button>
    </form>
  );
}
