import { clsx, type ClassValue } from 'clsx';
import { assertNoClassConflicts } from './classConflicts.ts';

/**
 * Joins class names. It does not settle Tailwind conflicts, so no conflict resolver ships to
 * the pages: a component never emits two classes for one CSS property, a caller's className
 * only adds what the component leaves alone (layout, position, spacing), and a look the caller
 * wants changed is a prop of the component. Development builds check that rule.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  if (import.meta.env.DEV) assertNoClassConflicts(classes);
  return classes;
}
