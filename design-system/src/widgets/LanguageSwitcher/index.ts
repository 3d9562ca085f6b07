export { LanguageSwitcher, type LanguageSwitcherProps } from './LanguageSwitcher.tsx';
export { NATIVE_LANGUAGE_NAMES } from './languageNames.ts';
