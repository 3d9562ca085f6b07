import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Viewer } from './queries.ts';

/** The signed-in caller of a public read, if any; a missing or stale token just means a guest. */
export async function optionalViewer(app: FastifyInstance, request: FastifyRequest): Promise<Viewer | undefined> {
  if (!request.headers.authorization && !request.headers.cookie) return undefined;
  try {
    const session = await app.sessionGuard.requireSession(request);
    return { accountId: session.account.id, type: session.account.type };
  } catch {
    return undefined;
  }
}
