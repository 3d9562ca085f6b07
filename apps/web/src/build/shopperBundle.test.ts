// @vitest-environment node
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build, type Rolldown } from 'vite';
import { shopperRoutes } from '../shopper/routes.tsx';
import { plannedModulesOf, plannedModulesOfHandle } from '../shopper/plannedModules.ts';
import { manifestClosure, type Manifest } from './manifestClosure.ts';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHOPPER = 'src/shopper/entry-client.tsx';
const SPA = 'src/spa/entry-client.tsx';
const BACK_OFFICE_SOURCES = /^src\/(merchant|admin|spa)\//;
/** Strings only the merchant and admin route tables contain. */
const BACK_OFFICE_MARKERS = ['merchant.dashboard', 'merchant.products', 'admin.dashboard', 'admin.login'];

/**
 * The shopper site's budget: at most 130 KB (KiB) of gzip JavaScript before a shopper page runs — the entry
 * and its static imports, which every page's HTML preloads (a page's own chunk comes on top).
 */
const FIRST_LOAD_GZIP_BUDGET = 130 * 1024;

/**
 * What a shopper page makes the browser download before it is live, as sent: the entry's closure and the
 * page's route modules with theirs (what the page's boot plan imports, ssr/routePlan.ts), each file's
 * brotli body as the server sends it, plus its response headers. The pages' target is 125 KB; today the
 * product page needs 145 and the others 124–134 (react-dom alone is 57 KB of it, the router and i18next
 * about 40 more), so this is the ceiling that holds them there while the rest of the way is made.
 */
const PAGE_SCRIPTS_SENT_BUDGET = 146 * 1024;
/** An allowance for each script answer's status line and headers (type, length, caching, encoding, vary, dates, security headers). */
const RESPONSE_HEADER_BYTES = 400;
/** The pages a buyer lands on, by their route paths (routes.tsx). */
const LANDING_PAGES = ['', 'item', 'category', 'company', 'companies', 'search', 'cart', 'profile', 'about'];

/**
 * Libraries the shopper's first load does without: the class merger, i18next's HTTP and detector
 * plugins, TanStack Query (only the lazily loaded cart and profile use it), the password
 * estimator (the auth popup loads it when its password step opens), the external-store shim for
 * Reacts before 18, and Radix's slot (Button's asChild is its own small ButtonSlot; the forms,
 * which load later, keep Radix's).
 */
const NOT_IN_FIRST_LOAD = [
  'tailwind-merge',
  '@radix-ui/react-slot',
  'i18next-http-backend',
  'i18next-browser-languagedetector',
  '@tanstack/query-core',
  '@tanstack/react-query',
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  '@zxcvbn-ts/language-en',
  'react-toastify',
  // React has the hook that react-i18next's import of this shim stands in for (vite.config.ts).
  'use-sync-external-store',
  // Firebase: imported only by pages whose configuration puts chat or media on it.
  '@firebase/app',
  '@firebase/firestore',
  '@firebase/storage',
];
/** The toaster: fetched with a page's first toast. */
const ON_FIRST_TOAST = 'src/shopper/frame/LoadedToaster.tsx';
/** The notification bell: fetched only for a signed-in buyer or seller, never for a guest's first load. */
const ON_SIGN_IN = 'src/shopper/frame/ShopperBell.tsx';
/** Frame parts that show nothing before hydration: their code is fetched after it. */
const AFTER_HYDRATION = [
  'src/shopper/frame/AppPromoOverlays.tsx',
  'src/shopper/frame/LanguageSwitcherControl.tsx',
  'src/shopper/support/SupportFrame.tsx',
  // The product page's delivery estimate for the buyer's city.
  'src/shopper/item/ItemDelivery.tsx',
];
/** The support chat: fetched when its button is pressed (or soon after load for a holder of a support token). */
const ON_SUPPORT_OPEN = 'src/shopper/support/LoadedSupportChat.tsx';

let outDir: string;
let manifest: Manifest;
/** The modules with code in each output file (tree-shaken ones left out). */
let modulesOfFile: Map<string, string[]>;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'web-client-build-'));
  // The production client build, exactly as configured, into a scratch directory. Vite takes
  // production from NODE_ENV, which the test runner sets to "test".
  vi.stubEnv('NODE_ENV', 'production');
  const output = await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  vi.unstubAllEnvs();
  manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const chunks = [output]
    .flat()
    .filter((result): result is Rolldown.RolldownOutput => 'output' in result)
    .flatMap((result) => result.output);
  modulesOfFile = new Map(
    chunks.flatMap((chunk) => {
      if (chunk.type !== 'chunk') return [];
      const rendered = Object.entries(chunk.modules).filter(([, module]) => module.renderedLength > 0);
      return [[chunk.fileName, rendered.map(([id]) => id)] as const];
    }),
  );
}, 120_000);

/** Source modules the shopper entry loads before it runs (its static import closure). */
function firstLoadModules(): string[] {
  return [...manifestClosure(manifest, SHOPPER, false)].flatMap((key) => modulesOfFile.get(manifest[key]?.file ?? '') ?? []);
}

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe('production client build', () => {
  it('has the two entries the server looks up', () => {
    expect(manifest[SHOPPER]?.isEntry).toBe(true);
    expect(manifest[SPA]?.isEntry).toBe(true);
  });

  it('never lets the shopper entry reach merchant, admin or back-office code', () => {
    const reachable = [...manifestClosure(manifest, SHOPPER, true)];
    const sources = reachable.map((key) => manifest[key]?.src ?? key);
    expect(sources.filter((source) => BACK_OFFICE_SOURCES.test(source))).toEqual([]);
  });

  it('keeps back-office strings out of every file the shopper entry loads', async () => {
    const files = [...manifestClosure(manifest, SHOPPER, true)].map((key) => manifest[key]?.file ?? '');
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      const code = await readFile(path.join(outDir, file), 'utf8');
      for (const marker of BACK_OFFICE_MARKERS) expect(code, `${file} contains ${marker}`).not.toContain(marker);
    }
  });

  it('never runs the shopper entry, nor loads its own first-load chunk, on the back-office sites', () => {
    const backOffice = manifestClosure(manifest, SPA, true);
    expect(backOffice.has(SHOPPER)).toBe(false);
    const files = [...backOffice].map((key) => manifest[key]?.file ?? key);
    expect(files.filter((file) => /\/first-load-own-/.test(file))).toEqual([]);
  });

  it("has no cycle among the chunks' static imports (the route groups take no dependencies along)", () => {
    const visiting = new Set<string>();
    const done = new Set<string>();
    const cycles: string[] = [];
    const visit = (key: string, path: string[]) => {
      if (done.has(key)) return;
      if (visiting.has(key)) {
        cycles.push([...path.slice(path.indexOf(key)), key].join(' → '));
        return;
      }
      visiting.add(key);
      for (const next of manifest[key]?.imports ?? []) visit(next, [...path, key]);
      visiting.delete(key);
      done.add(key);
    };
    for (const key of Object.keys(manifest)) visit(key, []);
    expect(cycles).toEqual([]);
  });

  it('loads the merchant and admin apps lazily, only from the back-office entry', () => {
    for (const app of ['src/merchant/App.tsx', 'src/admin/App.tsx']) {
      expect(manifest[app]?.isDynamicEntry).toBe(true);
      expect(manifest[SPA]?.dynamicImports).toContain(app);
      expect(manifestClosure(manifest, SPA, false).has(app)).toBe(false);
    }
  });

  it('loads every shopper page as a chunk of its own, outside the first load', () => {
    const pages = Object.keys(manifest).filter((key) => /^src\/shopper\/pages\/\w+Page\.tsx$/.test(key));
    expect(pages.length).toBeGreaterThan(10);
    const firstLoad = manifestClosure(manifest, SHOPPER, false);
    for (const page of pages) {
      expect(manifest[page]?.isDynamicEntry, page).toBe(true);
      expect(firstLoad.has(page), page).toBe(false);
    }
    expect(firstLoadModules().filter((id) => /[\\/]src[\\/]shopper[\\/]pages[\\/]\w+Page\.tsx$/.test(id))).toEqual([]);
  });

  it("keeps the shopper's first load within its gzip budget", async () => {
    const files = [...manifestClosure(manifest, SHOPPER, false)].map((key) => manifest[key]?.file ?? '');
    const sizes = await Promise.all(
      files
        .filter((name) => name.endsWith('.js'))
        .map(async (name) => gzipSync(await readFile(path.join(outDir, name)), { level: 9 }).length),
    );
    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect(total, `${(total / 1024).toFixed(2)} KiB of gzip JavaScript`).toBeLessThanOrEqual(FIRST_LOAD_GZIP_BUDGET);
  });

  it('keeps what each landing page downloads before it is live within budget, as the browser receives it', async () => {
    interface RouteNode {
      path?: string;
      index?: boolean;
      handle?: unknown;
      children?: RouteNode[];
    }
    const firstLoad = manifestClosure(manifest, SHOPPER, false);
    const sentBytes = async (key: string) => {
      const file = path.join(outDir, manifest[key]?.file ?? '');
      const compressed = await stat(`${file}.br`).then(
        (found) => found.size,
        () => null,
      );
      const body =
        compressed ?? brotliCompressSync(await readFile(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      return body + RESPONSE_HEADER_BYTES;
    };
    const pages = new Map<string, Set<string>>();
    const walk = (routes: readonly RouteNode[], above: readonly RouteNode[]) => {
      for (const route of routes) {
        const trail = [...above, route];
        const name = route.index ? '' : (route.path ?? '');
        if (route.children) walk(route.children, trail);
        if (!LANDING_PAGES.includes(name) || (route.children && !route.index)) continue;
        const files = new Set(firstLoad);
        for (const module of trail.flatMap((step) => plannedModulesOfHandle(step.handle)))
          for (const key of manifestClosure(manifest, module, false)) files.add(key);
        pages.set(`/${name}`, files);
      }
    };
    walk(shopperRoutes as readonly RouteNode[], []);
    expect([...pages.keys()].sort()).toEqual(LANDING_PAGES.map((name) => `/${name}`).sort());
    const sent = new Map<string, number>();
    for (const [page, files] of pages) {
      const sizes = await Promise.all([...files].filter((key) => manifest[key]?.file.endsWith('.js')).map(sentBytes));
      sent.set(
        page,
        sizes.reduce((sum, size) => sum + size, 0),
      );
    }
    const report = [...sent].map(([page, bytes]) => `${page} ${(bytes / 1024).toFixed(1)} KiB`).join(', ');
    for (const [page, bytes] of sent) expect(bytes, `${page}: ${report}`).toBeLessThanOrEqual(PAGE_SCRIPTS_SENT_BUDGET);
  });

  it("fetches the app popup, the app banner, the language select and the support chat's welcome after hydration", () => {
    const firstLoad = manifestClosure(manifest, SHOPPER, false);
    for (const part of AFTER_HYDRATION) {
      expect(manifest[part]?.isDynamicEntry, part).toBe(true);
      expect(firstLoad.has(part), part).toBe(false);
    }
    const modules = firstLoadModules();
    for (const part of AFTER_HYDRATION)
      expect(
        modules.filter((id) => id.endsWith(part)),
        part,
      ).toEqual([]);
  });

  it('builds the support chat into chunks of its own: its panel, the chat adapter, the live connection and the relative dates stay out of the first load', () => {
    expect(manifest[ON_SUPPORT_OPEN]?.isDynamicEntry).toBe(true);
    expect(manifestClosure(manifest, SHOPPER, false).has(ON_SUPPORT_OPEN)).toBe(false);
    const modules = firstLoadModules();
    for (const part of [
      'src/shopper/support/LoadedSupportChat.tsx',
      'src/chat/',
      'widgets/SupportChat/',
      'widgets/ChatPanel/',
      'node_modules/date-fns/',
    ]) {
      expect(
        modules.filter((id) => id.includes(part)),
        part,
      ).toEqual([]);
    }
  });

  it('builds the notification bell into a chunk of its own, with its popover, outside the first load', () => {
    expect(manifest[ON_SIGN_IN]?.isDynamicEntry).toBe(true);
    expect(manifestClosure(manifest, SHOPPER, false).has(ON_SIGN_IN)).toBe(false);
    const modules = firstLoadModules();
    for (const part of [
      'src/notifications/InboxBell.tsx',
      'widgets/NotificationBell/NotificationBell.tsx',
      'node_modules/@radix-ui/react-popover/',
    ]) {
      expect(
        modules.filter((id) => id.includes(part)),
        part,
      ).toEqual([]);
    }
  });

  it('builds the toaster into a chunk of its own, fetched with the first toast', () => {
    expect(manifest[ON_FIRST_TOAST]?.isDynamicEntry).toBe(true);
    expect(manifestClosure(manifest, SHOPPER, false).has(ON_FIRST_TOAST)).toBe(false);
    const own = manifestClosure(manifest, ON_FIRST_TOAST, false);
    const toasterModules = [...own].flatMap((key) => modulesOfFile.get(manifest[key]?.file ?? '') ?? []);
    expect(toasterModules.some((id) => id.includes('node_modules/react-toastify/'))).toBe(true);
  });

  it("keeps the class merger, the i18next plugins, TanStack Query, the password estimator, the toasts library, the external-store shim and Firebase out of the shopper's first load", () => {
    const modules = firstLoadModules();
    expect(modules.some((id) => /[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/.test(id))).toBe(
      true,
    );
    for (const library of NOT_IN_FIRST_LOAD) {
      expect(
        modules.filter((id) => id.includes(`node_modules/${library}/`)),
        library,
      ).toEqual([]);
    }
  });

  it('builds the password estimator into a chunk of its own, loaded on demand', () => {
    const key = Object.keys(manifest).find((name) => name.endsWith('contract/src/password-strength.ts')) ?? 'password-strength';
    expect(manifest[key]?.isDynamicEntry, key).toBe(true);
    expect(manifestClosure(manifest, SHOPPER, false).has(key)).toBe(false);
    expect(firstLoadModules().filter((id) => id.endsWith('password-strength.ts'))).toEqual([]);
  });

  it('gives every module a shopper route names for the boot plan a chunk of its own, which the server can look up', () => {
    const planned = plannedModulesOf(shopperRoutes);
    expect(planned.length).toBeGreaterThan(10);
    for (const module of planned) expect(manifest[module]?.isDynamicEntry, module).toBe(true);
  });

  it("loads a catalogue page's route modules in a few files: its own, the pages' shared one and the groups of what it shares with the back office", () => {
    const firstLoad = manifestClosure(manifest, SHOPPER, false);
    for (const [page, data] of [
      ['HomePage.tsx', 'home.data.ts'],
      ['CategoryPage.tsx', 'category.data.ts'],
      ['ItemPage.tsx', 'item.data.ts'],
    ]) {
      const files = new Set<string>();
      for (const module of [page, data]) {
        for (const key of manifestClosure(manifest, `src/shopper/pages/${module}`, false)) {
          if (!firstLoad.has(key)) files.add(manifest[key]!.file);
        }
      }
      expect(files.size, `${page}: ${[...files].join(', ')}`).toBeLessThanOrEqual(7);
      expect(
        [...files].some((file) => /\/pages-shared-[\w-]+\.js$/.test(file)),
        page,
      ).toBe(true);
    }
  });
});
