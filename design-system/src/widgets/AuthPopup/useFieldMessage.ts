import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@marketplace/contract';

/** Turns a validation message key from the auth schemas into text. */
export function useFieldMessage() {
  const { t } = useTranslation();
  return useCallback(
    (key: string | undefined) => (key ? t(key, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) : undefined),
    [t],
  );
}
