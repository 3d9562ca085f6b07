import { createContext } from 'react';

/** The form value a FormField binds (its react-hook-form path). */
export const FormFieldContext = createContext<{ name: string } | null>(null);

export interface FormItemContextValue {
  controlId: string;
  descriptionId: string;
  messageId: string;
  required: boolean;
  /** Whether a FormDescription / FormMessage is on screen, so the control is described only by texts that exist. */
  hasDescription: boolean;
  hasMessage: boolean;
  setHasDescription: (shown: boolean) => void;
  setHasMessage: (shown: boolean) => void;
}

export const FormItemContext = createContext<FormItemContextValue | null>(null);
