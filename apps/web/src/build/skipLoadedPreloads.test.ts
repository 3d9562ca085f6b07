import { describe, expect, it } from 'vitest';
import { skipLoadedPreloads, staticClosure } from './skipLoadedPreloads.ts';

const bundle = {
  'entry.js': { type: 'chunk' as const, imports: ['react.js', 'shared.js'] },
  'react.js': { type: 'chunk' as const, imports: [] },
  'shared.js': { type: 'chunk' as const, imports: ['react.js'] },
  'HomePage.js': {
    type: 'chunk' as const,
    imports: ['react.js', 'shared.js', 'ProductCard.js'],
    facadeModuleId: '/web/src/shopper/pages/HomePage.tsx',
  },
  'Dialogs.js': {
    type: 'chunk' as const,
    imports: ['react.js', 'ProductCard.js'],
    facadeModuleId: '/web/src/shopper/Dialogs.tsx',
  },
  'ProductCard.js': { type: 'chunk' as const, imports: ['Image.js'] },
  'Image.js': { type: 'chunk' as const, imports: [] },
  'style.css': { type: 'asset' as const },
};

/** What Vite does at the end of a build: generateBundle, then questions per dynamic import. */
function afterBuild(plannedByServer?: (moduleId: string) => boolean) {
  const { plugin, resolveDependencies } = skipLoadedPreloads(plannedByServer);
  const generate = plugin.generateBundle as unknown as (options: unknown, output: unknown) => void;
  generate.call({}, {}, bundle);
  return resolveDependencies;
}

describe('staticClosure', () => {
  it('follows static imports through every level, once each', () => {
    expect([...staticClosure(bundle, 'HomePage.js')].sort()).toEqual([
      'HomePage.js',
      'Image.js',
      'ProductCard.js',
      'react.js',
      'shared.js',
    ]);
    expect([...staticClosure(bundle, 'entry.js')].sort()).toEqual(['entry.js', 'react.js', 'shared.js']);
  });
});

describe('skipLoadedPreloads', () => {
  it("drops from a dynamic import's preloads the files its importer has already loaded", () => {
    const resolve = afterBuild();
    const deps = ['HomePage.js', 'react.js', 'shared.js', 'ProductCard.js', 'Image.js'];
    expect(resolve('HomePage.js', deps, { hostId: 'entry.js', hostType: 'js' })).toEqual([
      'HomePage.js',
      'ProductCard.js',
      'Image.js',
    ]);
    // From a page chunk, what the page itself imports is loaded already too.
    expect(resolve('Image.js', ['Image.js'], { hostId: 'ProductCard.js', hostType: 'js' })).toEqual([]);
  });

  it('preloads nothing for a module the server has the page import with its entry', () => {
    const resolve = afterBuild((moduleId) => moduleId.includes('/src/shopper/pages/'));
    expect(resolve('HomePage.js', ['HomePage.js', 'ProductCard.js', 'Image.js'], { hostId: 'entry.js', hostType: 'js' })).toEqual(
      [],
    );
    expect(
      resolve('Dialogs.js', ['Dialogs.js', 'react.js', 'ProductCard.js', 'Image.js'], { hostId: 'entry.js', hostType: 'js' }),
    ).toEqual(['Dialogs.js', 'ProductCard.js', 'Image.js']);
  });

  it('leaves HTML hosts, and builds it has not seen, as they are', () => {
    const { resolveDependencies } = skipLoadedPreloads();
    expect(resolveDependencies('a.js', ['a.js', 'react.js'], { hostId: 'entry.js', hostType: 'js' })).toEqual([
      'a.js',
      'react.js',
    ]);
    expect(afterBuild()('a.js', ['react.js'], { hostId: 'index.html', hostType: 'html' })).toEqual(['react.js']);
  });
});
