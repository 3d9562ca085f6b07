import type { Config } from 'tailwindcss';

/**
 * Design tokens of the marketplace: handmade gifts, art and services from Azerbaijan.
 * Pomegranate / carpet red leads, saffron and Caspian turquoise accent it, on warm
 * off-white paper with a warm neutral scale for the dense merchant and admin panels.
 *
 * `theme.colors` replaces Tailwind's default palette on purpose: only these scales exist.
 */

/** Pomegranate / carpet red: primary actions, brand marks. 600+ carries white text (AA). */
const brand = {
  50: '#fdf4f3',
  100: '#fbe6e4',
  200: '#f8d0cc',
  300: '#f2aea7',
  400: '#e87f75',
  500: '#d9564a',
  600: '#b8352b',
  700: '#9a2a22',
  800: '#7f2620',
  900: '#6a241f',
  950: '#3a0e0b',
} as const;

/** Saffron: highlights, ratings, promotions. 700+ carries white text (AA). */
const accent = {
  50: '#fff9eb',
  100: '#fdefc8',
  200: '#fbdd8c',
  300: '#f8c650',
  400: '#f5ae28',
  500: '#e88d10',
  600: '#c86a0a',
  700: '#a24b0c',
  800: '#843b11',
  900: '#6d3112',
  950: '#3e1705',
} as const;

/** Caspian turquoise: links, information, the focus ring. */
const caspian = {
  50: '#effcfa',
  100: '#c9f5ef',
  200: '#95eae0',
  300: '#58d7cc',
  400: '#28bbb2',
  500: '#0f9e97',
  600: '#097e7a',
  700: '#0c6462',
  800: '#0f504f',
  900: '#114342',
  950: '#032728',
} as const;

/** Warm neutral (paper and ink): text, borders, panels. */
const neutral = {
  50: '#faf8f4',
  100: '#f3efe7',
  200: '#e7e1d6',
  300: '#d5cdbf',
  400: '#ada394',
  500: '#857b6c',
  600: '#665d50',
  700: '#524a40',
  800: '#3d3730',
  900: '#2a2520',
  950: '#1a1613',
} as const;

const success = {
  50: '#f1f9f2',
  100: '#ddf1e0',
  200: '#bce2c2',
  300: '#8ecb98',
  400: '#5aad68',
  500: '#389047',
  600: '#287437',
  700: '#215c2e',
  800: '#1e4a28',
  900: '#1a3d23',
  950: '#0a2111',
} as const;

const warning = {
  50: '#fffaeb',
  100: '#fff0c6',
  200: '#ffe088',
  300: '#ffca4a',
  400: '#ffb420',
  500: '#f99207',
  600: '#dd6b02',
  700: '#b74a06',
  800: '#94390c',
  900: '#7a300d',
  950: '#461702',
} as const;

/** A cooler crimson than the brand red, so an error never reads as a brand accent. */
const danger = {
  50: '#fef2f4',
  100: '#fde6e9',
  200: '#fbd0d8',
  300: '#f7aab9',
  400: '#f17a92',
  500: '#e64d6d',
  600: '#cf2c55',
  700: '#ae1f47',
  800: '#921d41',
  900: '#7d1c3c',
  950: '#450a1d',
} as const;

export const palette = { brand, accent, caspian, neutral, success, warning, danger } as const;

/** Role names used by components; each points into a scale above. */
export const semanticColors = {
  /** Page background: warm off-white paper. */
  paper: neutral[50],
  /** Raised surfaces: cards, dialogs, inputs. */
  surface: '#fffdf9',
  /** Sunken surfaces: table stripes, skeletons. */
  sunken: neutral[100],
  /** Body text. */
  ink: neutral[900],
  /** Secondary text (hints, meta); AA on paper and surface. */
  'ink-muted': neutral[600],
  /** Borders and dividers. */
  line: neutral[200],
  'line-strong': neutral[300],
  /** Keyboard focus ring. */
  focus: caspian[600],
} as const;

export default {
  content: ['./design-system/src/**/*.{ts,tsx}', './apps/web/src/**/*.{ts,tsx}', './apps/web/index.html'],
  theme: {
    colors: {
      transparent: 'transparent',
      current: 'currentColor',
      inherit: 'inherit',
      white: '#ffffff',
      black: '#000000',
      ...palette,
      ...semanticColors,
    },
    fontFamily: {
      // The "Fallback" faces (apps/web styles.css) stand in, at the web fonts' size, until those load.
      sans: ['"Manat Sign"', '"Source Sans 3 Variable"', '"Source Sans 3 Fallback"', 'ui-sans-serif', 'system-ui', 'sans-serif'],
      display: ['"Manat Sign"', '"Lora Variable"', '"Lora Fallback"', 'Georgia', 'ui-serif', 'serif'],
      // The bundled face draws every letter the interface uses; the generic family only stands in until it loads.
      mono: ['"JetBrains Mono Variable"', 'ui-monospace', 'monospace'],
    },
    fontSize: {
      xs: ['0.75rem', { lineHeight: '1rem' }],
      sm: ['0.875rem', { lineHeight: '1.25rem' }],
      base: ['1rem', { lineHeight: '1.5rem' }],
      lg: ['1.125rem', { lineHeight: '1.75rem' }],
      xl: ['1.25rem', { lineHeight: '1.75rem' }],
      '2xl': ['1.5rem', { lineHeight: '2rem' }],
      '3xl': ['1.875rem', { lineHeight: '2.375rem', letterSpacing: '-0.01em' }],
      '4xl': ['2.25rem', { lineHeight: '2.75rem', letterSpacing: '-0.015em' }],
      '5xl': ['3rem', { lineHeight: '3.5rem', letterSpacing: '-0.02em' }],
    },
    borderRadius: {
      none: '0',
      sm: '0.25rem',
      DEFAULT: '0.375rem',
      md: '0.5rem',
      lg: '0.75rem',
      xl: '1rem',
      '2xl': '1.5rem',
      full: '9999px',
    },
    boxShadow: {
      none: 'none',
      xs: '0 1px 2px 0 rgb(42 37 32 / 0.06)',
      sm: '0 1px 3px 0 rgb(42 37 32 / 0.08), 0 1px 2px -1px rgb(42 37 32 / 0.08)',
      md: '0 4px 8px -2px rgb(42 37 32 / 0.10), 0 2px 4px -2px rgb(42 37 32 / 0.06)',
      lg: '0 12px 24px -6px rgb(42 37 32 / 0.14), 0 4px 8px -4px rgb(42 37 32 / 0.08)',
      xl: '0 24px 48px -12px rgb(42 37 32 / 0.22)',
      /** Product cards: a soft lift that keeps the photo the hero. */
      card: '0 1px 2px 0 rgb(42 37 32 / 0.05), 0 6px 16px -8px rgb(42 37 32 / 0.16)',
    },
    screens: {
      sm: '40rem',
      md: '48rem',
      lg: '64rem',
      xl: '80rem',
      '2xl': '96rem',
    },
    extend: {
      maxWidth: { content: '80rem' },
    },
  },
  plugins: [],
} satisfies Config;
