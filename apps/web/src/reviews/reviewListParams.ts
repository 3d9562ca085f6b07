import { REVIEW_MAX_PAGE, starFilterOf } from '@marketplace/contract';

/** A review list's address: its page, stars filter and one yes/no filter (the seller's "awaiting reply", the admin's "hidden"). */
export interface ReviewListParams {
  page: number;
  stars: number | null;
  /** `unanswered=1` on the seller's page; `hidden=1`/`hidden=0` on the admin's (null: no filter). */
  flag: boolean | null;
}

/** Reads a review list's address; anything that is not a page, a rating or 0/1 is no filter. */
export function readReviewListParams(params: URLSearchParams, flagName: string): ReviewListParams {
  const page = Number(params.get('page'));
  const flag = params.get(flagName);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= REVIEW_MAX_PAGE ? page : 1,
    stars: starFilterOf(params.get('stars')),
    flag: flag === '1' ? true : flag === '0' ? false : null,
  };
}

/** The address of a review list at `pathname` with these params (the first page and no filters leave theirs out). */
export function reviewListHref(pathname: string, flagName: string, { page, stars, flag }: ReviewListParams): string {
  const params = new URLSearchParams();
  if (stars !== null) params.set('stars', String(stars));
  if (flag !== null) params.set(flagName, flag ? '1' : '0');
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
