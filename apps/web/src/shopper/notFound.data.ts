import { data } from 'react-router';

/** Unknown addresses answer HTTP 404 (the server takes the status from this). */
export function notFoundLoader(): never {
  throw data(null, { status: 404 });
}
