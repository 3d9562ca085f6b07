import type { FastifyInstance } from 'fastify';

const IDLE_SWEEP_MS = 100;

/**
 * Makes `close()` finish as soon as the requests in flight are answered. Node closes the
 * keep-alive connections that are idle when closing starts, but a connection whose request
 * ends later would stay open until its keep-alive timeout; so answers sent while closing say
 * `connection: close`, and idle connections are swept until the server is closed.
 */
export function drainConnectionsOnClose(app: FastifyInstance): void {
  let closing = false;
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    sweeper = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweeper.unref();
  });
  app.addHook('onSend', async (request, reply) => {
    if (closing && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
  });
}
