import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyClick, stopEarlyClickRecording } from '../shopper/replayEarlyClick.ts';
import { EARLY_CLICK_GLOBAL, earlyClickScript } from './earlyClick.ts';

function button(label: string, attributes: Record<string, string> = { type: 'button' }): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = label;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** The server page's inline script, then what hydration would attach. */
function loadPage() {
  new Function(earlyClickScript())();
}

describe('early clicks before hydration', () => {
  afterEach(() => {
    replayEarlyClick();
    document.body.innerHTML = '';
  });

  it('presses the last button pressed while loading once the page is live, and only once', () => {
    loadPage();
    const login = button('Daxil ol');
    const cart = button('Səbətə at');
    login.click();
    cart.click();
    const onLogin = vi.fn();
    const onCart = vi.fn();
    login.addEventListener('click', onLogin);
    cart.addEventListener('click', onCart);

    replayEarlyClick();
    expect(onCart).toHaveBeenCalledTimes(1);
    expect(onLogin).not.toHaveBeenCalled();
    expect(EARLY_CLICK_GLOBAL in window).toBe(false);

    // After hydration clicks are the page's own: nothing more is remembered or replayed.
    cart.click();
    replayEarlyClick();
    expect(onCart).toHaveBeenCalledTimes(2);
  });

  it('remembers nothing pressed once hydration has started: React handles that click itself', () => {
    loadPage();
    const early = button('Daxil ol');
    const during = button('Səbətə at');
    early.click();
    stopEarlyClickRecording();
    during.click();
    const onEarly = vi.fn();
    const onDuring = vi.fn();
    early.addEventListener('click', onEarly);
    during.addEventListener('click', onDuring);
    replayEarlyClick();
    expect(onEarly).toHaveBeenCalledTimes(1);
    expect(onDuring).not.toHaveBeenCalled();
  });

  it('leaves submit buttons, disabled buttons and removed buttons alone', () => {
    loadPage();
    const submit = button('Axtar', { type: 'submit' });
    const onSubmit = vi.fn();
    submit.click();
    submit.addEventListener('click', onSubmit);
    replayEarlyClick();
    expect(onSubmit).not.toHaveBeenCalled();

    loadPage();
    const disabled = button('Gözləyin', { type: 'button', disabled: '' });
    const onDisabled = vi.fn();
    disabled.click();
    disabled.addEventListener('click', onDisabled);
    replayEarlyClick();
    expect(onDisabled).not.toHaveBeenCalled();

    loadPage();
    const gone = button('Bağla');
    const onGone = vi.fn();
    gone.click();
    gone.addEventListener('click', onGone);
    gone.remove();
    replayEarlyClick();
    expect(onGone).not.toHaveBeenCalled();
  });

  it('does nothing on a page without the script (a client-rendered site)', () => {
    expect(() => replayEarlyClick()).not.toThrow();
  });
});
