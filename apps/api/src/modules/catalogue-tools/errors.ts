import { CATALOGUE_BULK_MAX, CATALOGUE_TOOLS_ERROR_CODES as CODES } from '@marketplace/contract';
import { HttpError } from '../../http/errors.ts';

/** The catalogue tools' refusals, each with a stable code; the panel shows `catalogueTools.errors.{code}`. */
export const catalogueToolsErrors = {
  nothingSelected: () => new HttpError(400, CODES.NOTHING_SELECTED, 'No product matches the selection.'),
  tooManySelected: () =>
    new HttpError(400, CODES.TOO_MANY_SELECTED, `At most ${CATALOGUE_BULK_MAX} products at once.`, {
      details: { max: CATALOGUE_BULK_MAX },
    }),
  importNotFound: () => new HttpError(404, CODES.IMPORT_NOT_FOUND, 'There is no such import.'),
};
