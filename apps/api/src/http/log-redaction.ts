import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a secret: the redirect page's sign-in code (`/__rd?__ath&token=…`)
 * and the nonce it is bound to. Their values never reach the logs.
 */
const SECRET_PARAMETERS = new Set(['token', 'nonce']);
export const REDACTED = '[redacted]';

/** The address with the values of secret query parameters replaced; everything else as sent. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const hashStart = url.indexOf('#', queryStart);
  const query = url.slice(queryStart + 1, hashStart === -1 ? undefined : hashStart);
  const redacted = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      let name = pair.slice(0, equals);
      try {
        name = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        // An undecodable name is compared as sent.
      }
      return SECRET_PARAMETERS.has(name.toLowerCase()) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${redacted}${hashStart === -1 ? '' : url.slice(hashStart)}`;
}

/** Fastify's request serializer (the same fields), with secrets taken out of the address. */
export function requestLogSerializer(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
