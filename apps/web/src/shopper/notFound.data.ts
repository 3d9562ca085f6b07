import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { companyHref } from '@marketplace/design-system';
import { apiFrom } from '../api/apiFrom.ts';
import { vanityNameFromPath } from './vanityName.ts';

/**
 * Spec §2 `*`: an unknown address may be a store's vanity address ("/xalca-evi") — then it
 * redirects (302) to the store page; otherwise it answers HTTP 404 (the server takes the
 * status from this).
 */
export async function notFoundLoader({ request, context }: LoaderFunctionArgs): Promise<never> {
  const name = vanityNameFromPath(new URL(request.url).pathname);
  if (name !== null) {
    const company = await lookUpCompany(context, name);
    if (company) throw redirect(companyHref(company), 302);
  }
  throw data(null, { status: 404 });
}

async function lookUpCompany(context: unknown, name: string): Promise<{ id: string; companyName: string } | null> {
  try {
    const { id, companyName } = await apiFrom(context).companyIdByName(name);
    return id ? { id, companyName: companyName ?? name } : null;
  } catch {
    // A failed look-up must not turn a 404 into an error page.
    return null;
  }
}
