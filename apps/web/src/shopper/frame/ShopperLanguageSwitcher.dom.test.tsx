import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createBundledI18n } from '@marketplace/design-system';
import { ShopperLanguageSwitcher } from './ShopperLanguageSwitcher.tsx';

const i18n = createBundledI18n('az');
const switcher = (
  <I18nextProvider i18n={i18n}>
    <ShopperLanguageSwitcher />
  </I18nextProvider>
);

describe('ShopperLanguageSwitcher', () => {
  afterEach(cleanup);

  it('leaves a same-height box in the server HTML instead of the select', () => {
    const html = renderToString(switcher);
    expect(html).not.toContain('<select');
    expect(html).toContain('class="h-8"');
  });

  it('shows the select once its code arrived and switches the language in place', async () => {
    render(switcher);
    expect(screen.queryByRole('combobox')).toBeNull();
    const combobox = await screen.findByRole('combobox', { name: i18n.t('languageSwitcher.label') });
    expect(combobox).toHaveValue('az');
    await act(async () => {
      fireEvent.change(combobox, { target: { value: 'en' } });
    });
    expect(i18n.language).toBe('en');
    expect(screen.getByRole('combobox')).toHaveValue('en');
  });
});
