import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FavouritesPage, FollowsPage } from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { favouriteCalls } from './favouriteCalls.ts';
import { queryKeysFactory } from './queryKeys.ts';

/* The buyer's two lists in /profile: hearted products and followed stores (hearts and follows themselves are plain calls). */

export const favouriteQueryKeys = queryKeysFactory('favourites');
export const followQueryKeys = queryKeysFactory('follows');

export function useFavourites(page: number) {
  return useQuery<FavouritesPage, ApiError>({
    queryKey: favouriteQueryKeys.list({ page }),
    queryFn: ({ signal }) => favouriteCalls.favourites(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFollows(page: number) {
  return useQuery<FollowsPage, ApiError>({
    queryKey: followQueryKeys.list({ page }),
    queryFn: ({ signal }) => favouriteCalls.follows(page, signal),
    placeholderData: keepPreviousData,
  });
}
