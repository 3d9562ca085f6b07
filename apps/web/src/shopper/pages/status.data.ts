import { apiFrom } from '../../api/apiFrom.ts';
import type { LoaderFunctionArgs } from 'react-router';

export interface StatusPageData {
  healthy: boolean;
}

/** The status page asks the backend (database included) how it is, at the moment it is opened. */
export async function statusLoader({ context }: LoaderFunctionArgs): Promise<StatusPageData> {
  try {
    return { healthy: (await apiFrom(context).health()).ok };
  } catch {
    return { healthy: false };
  }
}
