import { createContext } from 'react';

/** Lets DialogDescription tell DialogContent it exists, so the dialog is described only by a text that is there. */
export const DialogDescriptionContext = createContext<(shown: boolean) => void>(() => undefined);
