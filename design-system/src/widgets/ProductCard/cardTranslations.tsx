import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The translations a card draws its texts with, and the language of its prices. */
export interface CardTranslations {
  t: TFunction;
  language: string;
}

const CardTranslationsContext = createContext<CardTranslations | null>(null);

/**
 * One translation subscription shared by the cards inside (a list holds dozens of cards, and
 * each subscription costs render and hydration time); they follow a language change with it.
 */
export function CardTranslationsScope({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const value = useMemo(() => ({ t, language }), [t, language]);
  return <CardTranslationsContext.Provider value={value}>{children}</CardTranslationsContext.Provider>;
}

/** The translations of the enclosing list; null for a card on its own (it then opens a scope itself). */
export function useSharedCardTranslations(): CardTranslations | null {
  return useContext(CardTranslationsContext);
}
