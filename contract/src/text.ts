import { z } from 'zod';

/**
 * U+0000 is the one character PostgreSQL cannot store in text or jsonb (SQLSTATE 22021 / 22P05),
 * and no one types it: a request text holding it is refused as a field error, by the form and the
 * server alike, before it can reach a query.
 */
export const NUL_CHARACTER_MESSAGE = 'Text may not contain the NUL character (U+0000).';

export const hasNulCharacter = (value: string): boolean => value.includes('\u0000');

/**
 * `z.string()` for every text a request carries (names, descriptions, ids, addresses, queries):
 * the same string schema, refusing U+0000; chain the field's own rules on it (`.trim().max(n)`).
 */
export const textString = () => z.string().refine((value) => !hasNulCharacter(value), NUL_CHARACTER_MESSAGE);

/**
 * Params of a `z.record` whose keys are request text: a refused key is answered with its own
 * reason (e.g. the NUL message) instead of zod's bare "Invalid key in record".
 */
export const recordKeyParams = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'invalid_key' ? (issue.issues as ReadonlyArray<{ message?: string }>)[0]?.message : undefined,
};
