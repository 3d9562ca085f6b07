import type { Preview } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { LANGUAGES, isLanguage, FALLBACK_LANGUAGE } from '@marketplace/contract';
import { createBundledI18n } from '../design-system/src/i18n/index.ts';
import { FROZEN_NOW, freezeAnimations, freezeClock } from './freeze.ts';
import '../design-system/src/styles.css';

/**
 * One instance for the whole run: test files share one page (vitest `isolate: false`) and each may
 * evaluate this module again; stories reading `getI18n()` must see the instance that renders them.
 */
const shared = globalThis as { storybookI18n?: ReturnType<typeof createBundledI18n> };
const i18n = (shared.storybookI18n ??= createBundledI18n(FALLBACK_LANGUAGE));

const LOCALE_TITLES: Record<(typeof LANGUAGES)[number], string> = {
  az: 'Azərbaycanca',
  en: 'English',
  ru: 'Русский',
  tr: 'Türkçe',
};

/** Story parameter `freeze`: `{ clock: false }` for stories that need a running timer. */
interface FreezeParameter {
  clock?: boolean;
  animations?: boolean;
}

const preview: Preview = {
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet 834×1112', styles: { width: '834px', height: '1112px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1280×900', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
      },
    },
  },
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LANGUAGES.map((lng) => ({ value: lng, title: LOCALE_TITLES[lng], right: lng })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: FALLBACK_LANGUAGE },
  async beforeEach({ globals, parameters }) {
    const locale = isLanguage(globals.locale) ? globals.locale : FALLBACK_LANGUAGE;
    await i18n.changeLanguage(locale);
    document.documentElement.lang = locale;

    const freeze = (parameters.freeze ?? {}) as FreezeParameter;
    const undo = [
      freeze.clock === false ? null : freezeClock(FROZEN_NOW),
      freeze.animations === false ? null : freezeAnimations(),
    ];
    return () => undo.forEach((restore) => restore?.());
  },
  decorators: [
    (Story, { globals }) => {
      // The toolbar changes globals without a new beforeEach in the docs view.
      if (isLanguage(globals.locale) && i18n.language !== globals.locale) void i18n.changeLanguage(globals.locale);
      return (
        <I18nextProvider i18n={i18n}>
          <Story />
        </I18nextProvider>
      );
    },
  ],
};

export default preview;
