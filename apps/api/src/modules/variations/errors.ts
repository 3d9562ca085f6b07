import { VARIATION_ERROR_CODES } from '@marketplace/contract';
import { HttpError } from '../../http/errors.ts';

const V = VARIATION_ERROR_CODES;

/** The answers of the variation calls that are not success; the web app shows `variations.errors.{code}`. */
export const variationErrors = {
  itemNotFound: () => new HttpError(404, V.ITEM_NOT_FOUND, 'No such product of yours.'),
  attributeUnknown: (keys: string[]) =>
    new HttpError(400, V.VARIATION_ATTRIBUTE_UNKNOWN, 'Variations use attributes of the product, each once.', {
      fields: { attributeKeys: `Not an attribute of the product, or named twice: ${keys.join(', ')}` },
    }),
  optionsInvalid: (index: number) =>
    new HttpError(400, V.VARIATION_OPTIONS_INVALID, 'A combination needs one offered value of each variation attribute.', {
      fields: { [`variations.${index}.options`]: 'One offered value of each variation attribute.' },
    }),
  duplicate: (index: number) =>
    new HttpError(400, V.VARIATION_DUPLICATE, 'The same combination is listed twice.', {
      fields: { [`variations.${index}.options`]: 'Listed twice.' },
    }),
  /** The cart: the chosen combination is switched off or not offered. */
  unavailable: () => new HttpError(409, V.VARIATION_UNAVAILABLE, 'This choice of the product cannot be bought now.'),
};
