import { z } from 'zod';
import { itemSchema } from './catalogue.ts';
import { FAVOURITE_MARKS_MAX_IDS, FAVOURITES_MAX_PAGE } from './favourite-rules.ts';
import { textString } from './text.ts';

// ---------------------------------------------------------------------------------------------
// Calls under /favourite/v1/* (ours): a buyer hearts products and follows stores; the marks of a
// page's cards (read after the page is drawn, so a server-rendered page stays the same for all);
// the buyer's two lists in /profile. Instants ISO 8601.

const id = textString().trim().min(1).max(100);
const page = z.coerce.number().int().min(1).max(FAVOURITES_MAX_PAGE).default(1);
/** A comma-separated list of ids in a query (`a,b,c`), at most FAVOURITE_MARKS_MAX_IDS. */
const idList = z
  .string()
  .max(FAVOURITE_MARKS_MAX_IDS * 40)
  .default('')
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    ),
  ])
  .pipe(z.array(z.string().max(100)).max(FAVOURITE_MARKS_MAX_IDS));

/** POST /favourite/v1/setFavourite (buyers): hearts a product, or takes the heart back. Answers its count. */
export const setFavouriteRequestSchema = z.strictObject({ itemId: id, favourite: z.boolean() });
export type SetFavouriteRequest = z.input<typeof setFavouriteRequestSchema>;
export const setFavouriteAnswerSchema = z.object({ itemId: z.string(), favourite: z.boolean(), favCount: z.number().int() });
export type SetFavouriteAnswer = z.infer<typeof setFavouriteAnswerSchema>;

/** POST /favourite/v1/setFollow (buyers): follows a store, or stops. Answers its follower count. */
export const setFollowRequestSchema = z.strictObject({ storeId: id, follow: z.boolean() });
export type SetFollowRequest = z.input<typeof setFollowRequestSchema>;
export const setFollowAnswerSchema = z.object({ storeId: z.string(), follow: z.boolean(), followers: z.number().int() });
export type SetFollowAnswer = z.infer<typeof setFollowAnswerSchema>;

/** GET /favourite/v1/getMarks?itemIds=a,b&storeIds=c (buyers): which of these are hearted and followed. */
export const favouriteMarksQuerySchema = z.strictObject({ itemIds: idList, storeIds: idList });
export type FavouriteMarksQuery = z.input<typeof favouriteMarksQuerySchema>;
export const favouriteMarksSchema = z.object({ itemIds: z.array(z.string()), storeIds: z.array(z.string()) });
export type FavouriteMarks = z.infer<typeof favouriteMarksSchema>;

/** GET /favourite/v1/getFavourites?page= (buyers): the hearted products a buyer can see, latest hearted first. */
export const favouritesQuerySchema = z.strictObject({ page });
export const favouritesPageSchema = z.object({
  items: z.array(itemSchema.extend({ favouritedAt: z.string() })),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type FavouritesPage = z.infer<typeof favouritesPageSchema>;

/** One followed store in the buyer's list. */
export const followedStoreSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  profileImage: z.string(),
  verified: z.boolean(),
  /** Products a shopper can see. */
  productCount: z.number().int(),
  followers: z.number().int(),
  followedAt: z.string(),
});
export type FollowedStore = z.infer<typeof followedStoreSchema>;

/** GET /favourite/v1/getFollows?page= (buyers): the followed stores a buyer can see, latest followed first. */
export const followsQuerySchema = z.strictObject({ page });
export const followsPageSchema = z.object({
  stores: z.array(followedStoreSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type FollowsPage = z.infer<typeof followsPageSchema>;
