import { render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createBundledI18n } from '../../i18n/index.ts';
import { MediaPicker } from './MediaPicker.tsx';

const i18n = createBundledI18n('az');
const inAz = (children: ReactNode) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'toy.jpg', { type: 'image/jpeg' });

/** What a browser does when files are chosen: the input holds them, then fires change. */
function choose(input: HTMLInputElement, files: File[]) {
  const list = Object.assign([...files], { item: (index: number) => files[index] ?? null });
  Object.defineProperty(input, 'files', { configurable: true, value: list });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('MediaPicker', () => {
  it('hands over files chosen on the server-rendered page before it hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(inAz(<MediaPicker onSelectFiles={() => undefined} />));
    document.body.append(container);
    const file = photo();
    choose(container.querySelector('input')!, [file]);

    const onSelectFiles = vi.fn();
    await act(async () => {
      hydrateRoot(container, inAz(<MediaPicker onSelectFiles={onSelectFiles} />));
    });
    expect(onSelectFiles).toHaveBeenCalledTimes(1);
    expect(onSelectFiles).toHaveBeenCalledWith([file]);
    container.remove();
  });

  it('hands over files chosen later once, through the change event', () => {
    const onSelectFiles = vi.fn();
    render(inAz(<MediaPicker onSelectFiles={onSelectFiles} />));
    expect(onSelectFiles).not.toHaveBeenCalled();
    const file = photo();
    choose(screen.getByLabelText('Şəkil və ya video seçin'), [file]);
    expect(onSelectFiles).toHaveBeenCalledWith([file]);
  });
});
