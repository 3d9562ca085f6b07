import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBundledI18n } from '../../i18n/index.ts';
import { boxRatio, shapeClassOf } from './boxShape.ts';
import { Image } from './Image.tsx';

const i18n = createBundledI18n('az');
const withI18n = (node: ReactNode) => <I18nextProvider i18n={i18n}>{node}</I18nextProvider>;
const BROKEN = 'https://cdn.example.az/images/missing.jpg';
const PHOTO = 'https://cdn.example.az/images/carpet.jpg';
const placeholderName = (alt: string) => i18n.t('primitives.image.unavailable', { alt });

/** Pretends the browser already finished loading the file, with the given result, before React hydrated. */
function settle(img: HTMLImageElement, naturalWidth: number) {
  Object.defineProperty(img, 'complete', { configurable: true, value: true });
  Object.defineProperty(img, 'naturalWidth', { configurable: true, value: naturalWidth });
}

describe('Image on a server-rendered page', () => {
  let container: HTMLElement;
  // hydrateRoot is called directly, so React must be told this is a test environment.
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => container?.remove());

  async function hydrate(src: string, naturalWidth: number) {
    const element = withI18n(<Image src={src} alt="Xalça" width={600} height={450} />);
    container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    settle(container.querySelector('img')!, naturalWidth);
    await act(async () => {
      hydrateRoot(container, element);
    });
  }

  it('renders the photo markup on the server: sized, lazy and async', () => {
    const html = renderToString(withI18n(<Image src={PHOTO} alt="Xalça" width={600} height={450} />));
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).toContain('width="600"');
    // The box's shape is a class, not an extra spacer element.
    expect(html).toContain('aspect-[4/3]');
    expect(html).not.toContain('<svg');
  });

  it('keeps a spacer for a shape that has no class', () => {
    const html = renderToString(withI18n(<Image src={PHOTO} alt="Xalça" width={700} height={300} />));
    expect(html).toContain('viewBox="0 0 700 300"');
  });

  it('shows the placeholder when the file failed before hydration', async () => {
    await hydrate(BROKEN, 0);
    expect(screen.getByRole('img', { name: placeholderName('Xalça') })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('keeps a photo that loaded before hydration', async () => {
    await hydrate(PHOTO, 600);
    expect(screen.getByRole('img', { name: 'Xalça' })).toHaveAttribute('src', PHOTO);
  });
});

describe('Image after an error', () => {
  it('tries again when the address changes', () => {
    const view = render(withI18n(<Image src={BROKEN} alt="Kilim" width={400} height={400} />));
    fireEvent.error(screen.getByRole('img', { name: 'Kilim' }));
    expect(screen.getByRole('img', { name: placeholderName('Kilim') })).toBeInTheDocument();

    view.rerender(withI18n(<Image src={PHOTO} alt="Kilim" width={400} height={400} />));
    expect(screen.getByRole('img', { name: 'Kilim' })).toHaveAttribute('src', PHOTO);
  });
});

describe('boxRatio', () => {
  it('reads a number, a "w / h" string, or falls back to the intrinsic size', () => {
    expect(boxRatio(1.5, 10, 10)).toEqual([1500, 1000]);
    expect(boxRatio('16 / 9', 10, 10)).toEqual([16, 9]);
    expect(boxRatio(undefined, 600, 450)).toEqual([600, 450]);
    expect(boxRatio('nonsense', 600, 450)).toEqual([600, 450]);
    expect(boxRatio(undefined, 0, 0)).toEqual([1, 1]);
  });
});

describe('shapeClassOf', () => {
  it('names the class of a common shape, whatever the numbers it is written with', () => {
    expect(shapeClassOf(boxRatio(1, 640, 640))).toBe('aspect-square');
    expect(shapeClassOf([600, 450])).toBe('aspect-[4/3]');
    expect(shapeClassOf(boxRatio('16 / 9', 1, 1))).toBe('aspect-video');
    expect(shapeClassOf(boxRatio('4 / 1', 1, 1))).toBe('aspect-[4/1]');
  });

  it('has none for other shapes', () => {
    expect(shapeClassOf([700, 300])).toBeUndefined();
    expect(shapeClassOf(boxRatio(4 / 3, 1, 1))).toBeUndefined();
  });
});

describe('server rendering', () => {
  it('emits no style attribute, which the page CSP would refuse', () => {
    for (const [width, height] of [
      [600, 450],
      [700, 300],
    ] as const) {
      const html = renderToString(withI18n(<Image src="/media/images/abc.webp" alt="Xalça" width={width} height={height} />));
      expect(html).not.toContain('style=');
    }
  });
});
