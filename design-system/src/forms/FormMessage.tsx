import { useLayoutEffect, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../primitives/Field/FieldParts.tsx';
import { useFormField } from './useFormField.ts';

export type FormMessageProps = Omit<ComponentProps<'p'>, 'id' | 'children'> & {
  /** Interpolation values for the message key (e.g. `{ min: 8 }`). */
  values?: Record<string, unknown>;
  /**
   * The form's own wording (a key or text) for any error of this field, instead of the error's
   * message; for schemas shared with the API whose messages are not meant for people.
   */
  invalidMessage?: string;
  /** Shown while the field has no error (rarely needed). */
  children?: ReactNode;
};

/**
 * The field's error under its control. The message is a translation key (what the schemas
 * carry) and is translated; a text that is not a key (a server's own wording) is shown as it is.
 */
export function FormMessage({ values, invalidMessage, children, ...props }: FormMessageProps) {
  const { t, i18n } = useTranslation();
  const { messageId, invalid, message: ownMessage, setHasMessage } = useFormField();
  const message = invalid && invalidMessage ? invalidMessage : ownMessage;
  const text = message ? (i18n.exists(message) ? t(message, values) : message) : children;
  const shown = text != null && text !== false && text !== '';

  useLayoutEffect(() => {
    setHasMessage(shown);
    return () => setHasMessage(false);
  }, [shown, setHasMessage]);

  if (!shown) return null;
  return (
    <FieldError data-slot="form-message" id={messageId} {...props}>
      {text}
    </FieldError>
  );
}
