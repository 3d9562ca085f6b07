import {
  API_PATHS,
  type FavouriteMarks,
  type FavouritesPage,
  type FollowsPage,
  type SetFavouriteAnswer,
  type SetFollowAnswer,
} from '@marketplace/contract';
import { browserClient } from '../api/browserClient.ts';

/**
 * The buyer's hearts and follows (`/favourite/v1/*`, bearer token of the stored session). Plain
 * calls, so the product and store pages' first load never downloads TanStack Query; the marks are
 * read after the page is drawn, so a cached server render stays the same for everyone.
 */
export const favouriteCalls = {
  setFavourite: (itemId: string, favourite: boolean) =>
    browserClient.post<SetFavouriteAnswer>(API_PATHS.favourite.setFavourite, { itemId, favourite }),
  setFollow: (storeId: string, follow: boolean) => browserClient.post<SetFollowAnswer>(API_PATHS.favourite.setFollow, { storeId, follow }),
  marks: (itemIds: readonly string[], storeIds: readonly string[], signal?: AbortSignal) =>
    browserClient.get<FavouriteMarks>(API_PATHS.favourite.getMarks, {
      query: { itemIds: itemIds.join(','), storeIds: storeIds.join(',') },
      signal,
    }),
  favourites: (page: number, signal?: AbortSignal) =>
    browserClient.get<FavouritesPage>(API_PATHS.favourite.getFavourites, { query: { page }, signal }),
  follows: (page: number, signal?: AbortSignal) => browserClient.get<FollowsPage>(API_PATHS.favourite.getFollows, { query: { page }, signal }),
};
