import { data, type LoaderFunctionArgs } from 'react-router';
import { DEFAULT_PAGE_SIZE, MAX_LIST_PAGE, type CompanyHeader } from '@marketplace/contract';
import { pageCountOf, parsePageNumber, toProductCardItems, type ProductCardItem } from '@marketplace/design-system';
import { apiFrom } from '../../api/apiFrom.ts';
import { mediaAddressFor } from '../catalogue/cardOptions.ts';

export const COMPANY_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export interface CompanyPageData {
  /** null only when the store could not be read (then `readFailed`). */
  company: CompanyHeader | null;
  items: ProductCardItem[];
  page: number;
  pageCount: number;
  readFailed: boolean;
}

const unread = (page = 1): CompanyPageData => ({ company: null, items: [], page, pageCount: 1, readFailed: true });

/** The store id from `?id=`, else looked up from the vanity `?name=`; null when neither names a store. */
async function storeIdOf(url: URL, api: ReturnType<typeof apiFrom>): Promise<string | null> {
  const id = url.searchParams.get('id')?.trim();
  if (id) return id;
  const name = url.searchParams.get('name')?.trim();
  return name ? (await api.companyIdByName(name)).id : null;
}

/** `/company?id=` (also `name=&id=`, or `name=` alone): the store's header and its products, numbered pages. */
export async function companyLoader({ request, context }: LoaderFunctionArgs): Promise<CompanyPageData> {
  const url = new URL(request.url);
  const api = apiFrom(context);
  let id: string | null;
  let company: CompanyHeader | null;
  try {
    id = await storeIdOf(url, api);
    company = id ? await api.company(id) : null;
  } catch {
    return unread();
  }
  if (!company) throw data(null, { status: 404 });
  const mediaAddress = mediaAddressFor(context);
  company = {
    ...company,
    profileImage: mediaAddress(company.profileImage),
    backgroundImage: mediaAddress(company.backgroundImage),
  };

  const pageCount = Math.min(MAX_LIST_PAGE, pageCountOf(company.productCount, COMPANY_PAGE_SIZE));
  const page = Math.min(parsePageNumber(url.searchParams.get('page')), pageCount);
  try {
    const list = await api.companyItems(company.id, { page, page_size: COMPANY_PAGE_SIZE });
    return { company, items: toProductCardItems(list.items, { mediaAddress }), page, pageCount, readFailed: false };
  } catch {
    return { company, items: [], page, pageCount, readFailed: true };
  }
}
