import type { LoaderFunctionArgs } from 'react-router';
import { MAX_PAGE_SIZE } from '@marketplace/contract';
import type { StoreCardStore } from '@marketplace/design-system';
import { apiFrom } from '../../api/apiFrom.ts';
import { mediaAddressFor } from '../catalogue/cardOptions.ts';
import { toStoreCardStore } from '../catalogue/storeCard.ts';

/** Query parameter carrying the list's continuation token (`next_page_token` of the previous page). */
export const COMPANIES_AFTER_PARAM = 'after';
const TOKEN_MAX = 200;

export interface CompaniesPageData {
  stores: StoreCardStore[];
  /** The address of the next page, when there is one. */
  nextAfter: string | null;
  /** Whether this is a later page (reached through `after`). */
  continued: boolean;
  total: number;
  readFailed: boolean;
}

/** `/companies`: active stores, newest first, a hundred to a page. */
export async function companiesLoader({ request, context }: LoaderFunctionArgs): Promise<CompaniesPageData> {
  const after = new URL(request.url).searchParams.get(COMPANIES_AFTER_PARAM)?.slice(0, TOKEN_MAX) || undefined;
  try {
    const list = await apiFrom(context).companies({ page_size: MAX_PAGE_SIZE, page_token: after });
    const mediaAddress = mediaAddressFor(context);
    return {
      stores: list.items.map((store) => toStoreCardStore(store, mediaAddress)),
      nextAfter: list.next_page_token,
      continued: after !== undefined,
      total: list.total,
      readFailed: false,
    };
  } catch {
    return { stores: [], nextAfter: null, continued: after !== undefined, total: 0, readFailed: true };
  }
}
