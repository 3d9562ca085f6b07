import { describe, expect, it } from 'vitest';
import { pageAssetsFor, type ViteManifest } from './manifest.ts';

const manifest: ViteManifest = {
  'src/shopper/entry-client.tsx': {
    file: 'assets/shopper-A1.js',
    isEntry: true,
    imports: ['_react-B2.js', '_router-C3.js'],
    dynamicImports: ['src/shopper/pages/HomePage.tsx'],
    css: ['assets/shopper-D4.css'],
  },
  'src/shopper/pages/HomePage.tsx': {
    file: 'assets/HomePage-H8.js',
    isDynamicEntry: true,
    imports: ['_react-B2.js', '_ProductCard-J9.js'],
    dynamicImports: ['src/shopper/pages/ItemPage.tsx'],
  },
  '_ProductCard-J9.js': { file: 'assets/ProductCard-J9.js', imports: ['_router-C3.js'] },
  'src/shopper/pages/ItemPage.tsx': { file: 'assets/ItemPage-K1.js', isDynamicEntry: true, imports: ['_ProductCard-J9.js'] },
  '_react-B2.js': { file: 'assets/react-B2.js' },
  '_router-C3.js': { file: 'assets/router-C3.js', imports: ['_react-B2.js'], css: ['assets/router-E5.css'] },
  'src/merchant/App.tsx': { file: 'assets/App-F6.js', imports: ['_react-B2.js'], css: ['assets/App-G7.css'] },
};

describe('pageAssetsFor', () => {
  it('boots the entry, preloads its static imports once and collects their css', () => {
    expect(pageAssetsFor(manifest, 'src/shopper/entry-client.tsx')).toEqual({
      bootstrap: ['/assets/shopper-A1.js'],
      css: ['/assets/shopper-D4.css', '/assets/router-E5.css'],
      modulePreloads: ['/assets/react-B2.js', '/assets/router-C3.js'],
      lazyModules: {
        'src/shopper/pages/HomePage.tsx': ['/assets/HomePage-H8.js', '/assets/ProductCard-J9.js'],
        'src/shopper/pages/ItemPage.tsx': ['/assets/ItemPage-K1.js', '/assets/ProductCard-J9.js'],
      },
    });
  });

  it('names a missing entry', () => {
    expect(() => pageAssetsFor(manifest, 'src/spa/entry-client.tsx')).toThrow(/src\/spa\/entry-client\.tsx/);
  });
});
