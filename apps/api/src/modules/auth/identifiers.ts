import { normalizeIdentifier, type IdentifierKind } from '@marketplace/contract';
import { authErrors } from './auth-errors.ts';

/** The normalised identifier, or the spec's answers: empty → INPUTS_MISMATCH, neither e-mail nor phone → INVALID_IDENTIFIER. */
export function requireIdentifier(raw: string): { kind: IdentifierKind; value: string } {
  if (raw.trim() === '') throw authErrors.inputsMismatch();
  const normalized = normalizeIdentifier(raw);
  if (!normalized) throw authErrors.invalidIdentifier();
  return normalized;
}
