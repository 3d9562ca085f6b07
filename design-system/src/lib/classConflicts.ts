import { twMerge } from 'tailwind-merge';

/** The classes that a later class of the list overrides (the same CSS property under the same variants). */
export function overriddenClasses(classes: string): string[] {
  const kept = new Set(twMerge(classes).split(' '));
  return [...new Set(classes.split(/\s+/))].filter((name) => name !== '' && !kept.has(name));
}

/**
 * Development only (the production build drops it): two classes for one property would leave
 * the winner to the stylesheet's order. Tests fail on it; the development server reports it.
 */
export function assertNoClassConflicts(classes: string): void {
  const overridden = overriddenClasses(classes);
  if (overridden.length === 0) return;
  const message = `Conflicting classes: ${overridden.join(' ')} overridden in "${classes}". Give the component a prop for this look.`;
  if (import.meta.env.MODE === 'test') throw new Error(message);
  console.error(message);
}
