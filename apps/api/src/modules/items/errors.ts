import { CATALOGUE_ERROR_CODES as CODES, ERROR_CODES } from '@marketplace/contract';
import { HttpError } from '../../http/errors.ts';

/** The catalogue's refusals, each with a stable code. */
export const catalogueErrors = {
  unknownCategory: () => new HttpError(400, CODES.UNKNOWN_CATEGORY, 'There is no such category.'),
  categoryNotLeaf: () =>
    new HttpError(400, CODES.CATEGORY_NOT_LEAF, 'Choose a category without subcategories.', {
      fields: { selectedCategory: 'Choose a category without subcategories.' },
    }),
  categoryNotPermitted: () =>
    new HttpError(403, CODES.CATEGORY_NOT_PERMITTED, 'This store may not list items in that category.', {
      fields: { selectedCategory: 'This store may not list items in that category.' },
    }),
  categoryChanged: (productId: string) =>
    new HttpError(409, CODES.CATEGORY_CHANGED, 'A product is no longer in the category you moved it from.', {
      details: { productId },
    }),
  itemNotFound: () => new HttpError(404, CODES.ITEM_NOT_FOUND, 'There is no such item.'),
  notItemOwner: () => new HttpError(403, CODES.NOT_ITEM_OWNER, 'Only the store that listed this item may change it.'),
  emptyDescription: () =>
    new HttpError(400, CODES.EMPTY_DESCRIPTION, 'The description is required.', {
      fields: { productInfo: 'The description is required.' },
    }),
  duplicateUrlPath: () => new HttpError(409, CODES.DUPLICATE_URL_PATH, 'Another category has this address.'),
  parentHoldsItems: () => new HttpError(400, CODES.CATEGORY_NOT_LEAF, 'A category that holds items cannot get subcategories.'),
  invalidUrlPath: () =>
    new HttpError(400, ERROR_CODES.VALIDATION_FAILED, 'A category address is lower-case words joined by - and /.', {
      fields: { urlPath: 'Lower-case words joined by - and /.' },
    }),
  forbidden: () => new HttpError(403, ERROR_CODES.FORBIDDEN, 'You may not do this.'),
};
