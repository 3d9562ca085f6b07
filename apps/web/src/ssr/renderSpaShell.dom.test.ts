import { describe, expect, it } from 'vitest';
import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '@marketplace/contract';
import { readPublicConfig, serializeJsonForHtml } from '../config/publicConfig.ts';
import { renderSpaShell, SPA_ROOT_ELEMENT_ID } from './renderSpaShell.ts';

const config: PublicConfig = {
  siteUrl: 'http://localhost:3000',
  merchantUrl: 'http://merchant.localhost:3000',
  adminUrl: 'http://admin.localhost:3000',
  apiUrl: '',
  appStoreUrl: 'https://apps.example/</script><script>alert(1)</script>',
  playStoreUrl: 'https://play.example/?a=1&b=<!--',
  whatsappNumber: '+994 12 555 00 00',
  chat: 'self',
  media: 'self',
};

const shell = () =>
  renderSpaShell({
    nonce: 'bm9uY2U=',
    lng: 'ru',
    config,
    assets: {
      bootstrap: ['/assets/spa-1.js'],
      css: ['/assets/app-1.css'],
      modulePreloads: ['/assets/vendor-1.js'],
      lazyModules: {},
    },
  });

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('serializeJsonForHtml', () => {
  it('cannot close the script element or open a comment, and still parses back', () => {
    const json = serializeJsonForHtml(config);
    expect(json).not.toMatch(/<|>|&/);
    expect(JSON.parse(json)).toEqual(config);
  });
});

describe('renderSpaShell', () => {
  it('sets the language, the nonce meta and an empty root for the app', () => {
    const doc = parse(shell());
    expect(doc.documentElement.lang).toBe('ru');
    expect(doc.querySelector('meta[property="csp-nonce"]')?.getAttribute('nonce')).toBe('bm9uY2U=');
    expect(doc.getElementById(SPA_ROOT_ELEMENT_ID)?.childNodes).toHaveLength(0);
  });

  it('carries the configuration the client reads, intact', () => {
    const doc = parse(shell());
    expect(doc.querySelectorAll('script:not([type])')).toHaveLength(0);
    expect(doc.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.getAttribute('type')).toBe('application/json');
    expect(readPublicConfig(doc)).toEqual(config);
  });

  it('boots the entry as a nonce-carrying module and links styles, preloads and catalogues', () => {
    const doc = parse(shell());
    const entry = doc.querySelector('script[type="module"]');
    expect(entry?.getAttribute('src')).toBe('/assets/spa-1.js');
    expect(entry?.getAttribute('nonce')).toBe('bm9uY2U=');
    expect(doc.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/assets/app-1.css');
    expect(doc.querySelector('link[rel="modulepreload"]')?.getAttribute('nonce')).toBe('bm9uY2U=');
    const catalogues = [...doc.querySelectorAll('link[rel="preload"][as="fetch"]')].map((link) => link.getAttribute('href'));
    expect(catalogues).toEqual(['/localization/ru/translation.json', '/localization/az/translation.json']);
  });
});
