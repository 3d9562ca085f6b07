import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULE_PATH } from './routeModulePaths.ts';
import { plannedModulesOf } from './plannedModules.ts';
import { shopperRoutes } from './routes.tsx';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Shared with the back-office's static imports, so it has no chunk of its own to plan. */
const UNPLANNED = ['src/pages/RedirectPage.tsx'];

describe('the modules each shopper route names for the server to import with the entry', () => {
  const planned = new Set(plannedModulesOf(shopperRoutes));

  it('are real source files (manifest keys of the client build)', () => {
    expect(planned.size).toBeGreaterThan(10);
    for (const module of planned) expect(existsSync(path.join(webRoot, module)), module).toBe(true);
  });

  it('are the ones the client build leaves without module preloads', () => {
    for (const module of planned) expect(path.join(webRoot, module)).toMatch(ROUTE_MODULE_PATH);
  });

  it('include every module a route imports lazily', () => {
    const source = readFileSync(path.join(webRoot, 'src/shopper/routes.tsx'), 'utf8');
    const imported = [...source.matchAll(/import\('(\.{1,2}\/[^']+)'\)/g)].map(([, relative]) =>
      path.posix.join('src/shopper', relative!),
    );
    expect(imported.length).toBeGreaterThan(10);
    for (const module of imported.filter((path) => !UNPLANNED.includes(path))) expect(planned, module).toContain(module);
  });
});
