import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every module under src/modules has the shape README's "Server modules" describes: routes.ts and
 * service.ts, and beside them only store.ts, events.ts, module.ts, errors.ts, settings.ts and parts
 * named routes-<part>.ts, service-<part>.ts or store-<part>.ts; a test sits beside the file it tests.
 * A module that serves no HTTP call of its own (named in WITHOUT_ROUTES) has no routes.ts.
 */

const MODULES_DIR = fileURLToPath(new URL('../src/modules', import.meta.url));

/** To be moved to the shape; a module leaves this list when it is moved (the test fails while a listed one already conforms). */
const NOT_YET_MOVED = ['auth', 'chat', 'media', 'seed'];

/** Modules without HTTP calls of their own: the message transports, the chats' e-mail notices. */
const WITHOUT_ROUTES = ['chat-mail', 'notifications'];

const REQUIRED = ['routes.ts', 'service.ts'];
const OPTIONAL = ['store.ts', 'events.ts', 'module.ts', 'errors.ts', 'settings.ts'];
const PART = /^(routes|service|store)-[a-z]+(?:-[a-z]+)*\.ts$/;
const TEST = /^(.+)\.test\.ts$/;

/** What is wrong with a module's top level, one line per problem; empty when it has the shape. */
function shapeProblems(entries: ReadonlyArray<{ name: string; isDirectory: boolean }>, { routes = true } = {}): string[] {
  const files = new Set(entries.filter((entry) => !entry.isDirectory).map((entry) => entry.name));
  const problems = entries.filter((entry) => entry.isDirectory).map((entry) => `${entry.name}/: no folders inside a module`);
  const required = routes ? REQUIRED : REQUIRED.filter((name) => name !== 'routes.ts');
  for (const name of required) if (!files.has(name)) problems.push(`${name} is missing`);
  if (!routes && [...files].some((name) => /^routes(-|\.)/.test(name))) problems.push('routes in a module listed without routes');
  const allowed = (name: string) => REQUIRED.includes(name) || OPTIONAL.includes(name) || PART.test(name);
  for (const name of files) {
    const tested = TEST.exec(name)?.[1];
    if (tested !== undefined) {
      if (!files.has(`${tested}.ts`) || !allowed(`${tested}.ts`)) problems.push(`${name} does not sit beside the file it tests`);
    } else if (!allowed(name)) {
      problems.push(`${name} is not a file kind of a module`);
    }
  }
  return problems.sort();
}

const moduleEntries = (name: string) =>
  readdirSync(path.join(MODULES_DIR, name), { withFileTypes: true }).map((entry) => ({
    name: entry.name,
    isDirectory: entry.isDirectory(),
  }));

// A folder git left empty after a move holds no module.
const modules = readdirSync(MODULES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && moduleEntries(entry.name).length > 0)
  .map((entry) => entry.name)
  .sort();

describe('the module shape', () => {
  it('accepts routes and service with the optional kinds, parts and tests beside their file', () => {
    const entries = [
      'routes.ts',
      'routes-admin.ts',
      'service.ts',
      'service-panel.ts',
      'store.ts',
      'store-stores.ts',
      'events.ts',
      'errors.ts',
      'module.ts',
      'settings.ts',
      'store.test.ts',
    ];
    expect(shapeProblems(entries.map((name) => ({ name, isDirectory: false })))).toEqual([]);
  });

  it('names every file that is not a kind of the shape, a missing routes or service, folders and stray tests', () => {
    const entries = [
      { name: 'service.ts', isDirectory: false },
      { name: 'admin-routes.ts', isDirectory: false },
      { name: 'queries.ts', isDirectory: false },
      { name: 'queries.test.ts', isDirectory: false },
      { name: 'helpers', isDirectory: true },
    ];
    expect(shapeProblems(entries)).toEqual([
      'admin-routes.ts is not a file kind of a module',
      'helpers/: no folders inside a module',
      'queries.test.ts does not sit beside the file it tests',
      'queries.ts is not a file kind of a module',
      'routes.ts is missing',
    ]);
  });

  it('takes a module without HTTP calls without routes.ts, and refuses routes in it', () => {
    const files = ['service.ts', 'service-smtp.ts', 'service-smtp.test.ts'].map((name) => ({ name, isDirectory: false }));
    expect(shapeProblems(files, { routes: false })).toEqual([]);
    expect(shapeProblems(files)).toEqual(['routes.ts is missing']);
    const routed = [...files, { name: 'routes-admin.ts', isDirectory: false }];
    expect(shapeProblems(routed, { routes: false })).toEqual(['routes in a module listed without routes']);
  });

  it.each(modules.filter((name) => !NOT_YET_MOVED.includes(name)))('%s has the shape', (name) => {
    expect(shapeProblems(moduleEntries(name), { routes: !WITHOUT_ROUTES.includes(name) })).toEqual([]);
  });

  it.each(NOT_YET_MOVED)('%s, not yet moved, exists and does not have the shape yet (else it leaves the list)', (name) => {
    expect(modules).toContain(name);
    expect(shapeProblems(moduleEntries(name), { routes: !WITHOUT_ROUTES.includes(name) })).not.toEqual([]);
  });
});
