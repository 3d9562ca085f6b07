import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@marketplace/contract';
import { isApiPath } from '../src/http/api-paths.ts';
import { startTestServer, type TestServer } from './server.ts';

/**
 * API_PATHS (contract/src/paths.ts) names every API route once, so the sites never spell a path:
 * every route the server answers under an API prefix is named there, and every name is served.
 */

let server: TestServer;
let served: Array<{ path: string; methods: string[] }>;

/** The routes of Fastify's printed radix tree, each with its full path (a child line continues its parent's path). */
function routesOf(printed: string): Array<{ path: string; methods: string[] }> {
  const found: Array<{ path: string; methods: string[] }> = [];
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = `${stack.at(-1) ?? ''}${match[2]}`;
    stack.push(path);
    if (match[3]) found.push({ path, methods: match[3].split(', ') });
  }
  return found;
}

const named = (tree: object): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : named(value)));

beforeAll(async () => {
  server = await startTestServer();
  served = routesOf(server.app.printRoutes({ commonPrefix: false })).filter((route) =>
    route.methods.some((method) => method !== 'OPTIONS' && isApiPath(method, route.path)),
  );
});

afterAll(async () => {
  await server?.close();
});

describe('API_PATHS', () => {
  it('reads the route tree (the guard of this test)', () => {
    expect(served.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/item/v1/getAllItems', '/cart/v1/getCartCount', '/healthz/live', '/media/v1/upload/:id']),
    );
  });

  it('names every route the API serves', () => {
    const names = new Set(named(API_PATHS));
    expect(served.map((route) => route.path).filter((path) => !names.has(path))).toEqual([]);
  });

  it('names only paths the API serves (a name may be the prefix its calls add an id to)', () => {
    const paths = served.map((route) => route.path);
    const unserved = named(API_PATHS).filter((name) => {
      if (name.endsWith('/*')) return !server.app.hasRoute({ method: 'GET', url: name });
      return !paths.some((path) => path === name || path.startsWith(`${name}/`));
    });
    expect(unserved).toEqual([]);
  });
});
