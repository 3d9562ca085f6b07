import { CATALOGUE_ERROR_CODES as CODES } from '@marketplace/contract';
import { HttpError } from '../../http/errors.ts';

/** Categories Management's refusals, each with a stable code. */
export const categoryErrors = {
  notFound: () => new HttpError(404, CODES.UNKNOWN_CATEGORY, 'There is no such category.'),
  unknownParent: () =>
    new HttpError(400, CODES.UNKNOWN_CATEGORY, 'There is no such parent category.', {
      fields: { upperCategoryId: 'There is no such category.' },
    }),
  parentHoldsItems: () =>
    new HttpError(400, CODES.CATEGORY_NOT_LEAF, 'A category that holds products cannot get subcategories.', {
      fields: { upperCategoryId: 'This category holds products.' },
    }),
  cycle: () =>
    new HttpError(409, CODES.CATEGORY_CYCLE, 'A category cannot be put under itself or one of its subcategories.', {
      fields: { upperCategoryId: 'This is the category itself or one of its subcategories.' },
    }),
  notEmpty: () =>
    new HttpError(409, CODES.CATEGORY_NOT_EMPTY, 'Only a category without subcategories and products can be deleted.'),
};
