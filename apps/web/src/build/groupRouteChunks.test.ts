import { describe, expect, it } from 'vitest';
import { assignRouteGroups, routeNameOf, type BuiltChunk } from './groupRouteChunks.ts';

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  facadeModuleId: string | null = null,
  isEntry = false,
  dynamicImports: string[] = [],
): BuiltChunk => ({ fileName, moduleIds, imports, dynamicImports, facadeModuleId, isEntry });

const isEntry = (id: string) => id === '/src/entry.tsx';
const isRouteModule = (id: string) => id.startsWith('/src/pages/');

describe('routeNameOf', () => {
  it('names a page component and its loader after the same route', () => {
    expect(routeNameOf('/src/pages/HomePage.tsx')).toBe('home');
    expect(routeNameOf('/src/pages/home.data.ts')).toBe('home');
    expect(routeNameOf('/src/pages/notFound.data.ts')).toBe('notFound');
  });
});

describe('assignRouteGroups', () => {
  const chunks = [
    chunk('entry.js', ['/src/entry.tsx'], ['react.js', 'react-dom.js', 'session.js'], '/src/entry.tsx', true, [
      'HomePage.js',
      'home.data.js',
      'ItemPage.js',
      'Popup.js',
    ]),
    chunk('react.js', ['/node_modules/react/index.js', '/src/i18n.ts'], ['react-dom.js']),
    chunk('react-dom.js', ['/node_modules/react-dom/client.js']),
    chunk('session.js', ['/src/session.ts', '/src/router.ts'], ['entry.js']),
    chunk(
      'HomePage.js',
      ['/src/pages/HomePage.tsx'],
      ['react.js', 'Card.js', 'Hero.js', 'StoreLinks.js'],
      '/src/pages/HomePage.tsx',
    ),
    chunk('home.data.js', ['/src/pages/home.data.ts'], ['api.js'], '/src/pages/home.data.ts'),
    chunk('ItemPage.js', ['/src/pages/ItemPage.tsx'], ['Card.js', 'Gallery.js', 'entry.js'], '/src/pages/ItemPage.tsx'),
    chunk('Popup.js', ['/src/Popup.tsx'], ['StoreLinks.js', 'Card.js'], '/src/Popup.tsx'),
    chunk('Card.js', ['/ds/Card.tsx', '/ds/Price.tsx'], ['react.js']),
    chunk('Hero.js', ['/ds/Hero.tsx']),
    chunk('StoreLinks.js', ['/ds/StoreLinks.tsx']),
    chunk('api.js', ['/src/api.ts']),
    chunk('Gallery.js', ['/ds/Gallery.tsx']),
    // The back office: its entry loads react.js; its lazily loaded app uses the gallery and the router.
    chunk('back-office.js', ['/src/back-office.tsx'], ['react.js', 'react-dom.js'], '/src/back-office.tsx', true, ['Admin.js']),
    chunk('Admin.js', ['/src/admin/App.tsx'], ['Gallery.js', 'adminRouter.js'], '/src/admin/App.tsx'),
    chunk('adminRouter.js', ['/src/router.ts']),
  ];
  const groups = assignRouteGroups(chunks, isEntry, isRouteModule, (id) => id.includes('/react-dom/'));

  it("puts the entry's imports in a first-load group, except what another group takes", () => {
    expect(groups.get('/node_modules/react/index.js')).toBe('first-load');
    expect(groups.get('/src/i18n.ts')).toBe('first-load');
    expect(groups.has('/node_modules/react-dom/client.js')).toBe(false);
  });

  it('keeps what only this entry imports apart from what other entries use too, even lazily', () => {
    expect(groups.get('/src/session.ts')).toBe('first-load-own');
    expect(groups.get('/src/router.ts')).toBe('first-load');
    expect(groups.has('/src/back-office.tsx')).toBe(false);
  });

  it('leaves to the bundler what a lazy chunk other than a route uses too, so that it pulls in no page', () => {
    expect(groups.has('/ds/StoreLinks.tsx')).toBe(false);
    expect(groups.has('/src/Popup.tsx')).toBe(false);
  });

  it("puts what one route alone uses in that route's group, loader and component together", () => {
    expect(groups.get('/ds/Hero.tsx')).toBe('page-home');
    expect(groups.get('/src/api.ts')).toBe('page-home');
  });

  it("puts what the other entries' code uses too in a group of its own", () => {
    expect(groups.get('/ds/Gallery.tsx')).toBe('ui-shared');
  });

  it('puts what two routes use in the shared group, even when another lazy chunk uses it too', () => {
    expect(groups.get('/ds/Card.tsx')).toBe('pages-shared');
    expect(groups.get('/ds/Price.tsx')).toBe('pages-shared');
  });

  it('leaves the entry itself, the route modules themselves and what no route reaches', () => {
    for (const id of ['/src/entry.tsx', '/src/pages/HomePage.tsx', '/src/pages/home.data.ts', '/src/admin/App.tsx']) {
      expect(groups.has(id), id).toBe(false);
    }
  });

  it('groups nothing when the entry is not in the build', () => {
    expect(assignRouteGroups(chunks, () => false, isRouteModule).size).toBe(0);
  });
});
