import type { AriaAttributes } from 'react';

/** What a field writes into its control so that assistive technology reads label, hint and error together. */
export type FieldControlProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  'aria-required'?: AriaAttributes['aria-required'];
};

/** The ids of one field's parts, derived from one `useId()` so label, hint and error find their control. */
export function fieldIds(baseId: string) {
  return { controlId: `${baseId}-control`, hintId: `${baseId}-hint`, errorId: `${baseId}-error` };
}

export interface ControlWiring {
  controlId: string;
  /** Ids of the texts shown under the control (hint, error), in reading order; falsy ones are skipped. */
  describedBy: ReadonlyArray<string | false | null | undefined>;
  invalid: boolean;
  required: boolean;
}

/**
 * The props a field gives its control, keeping what the control already says: its own id and
 * description come first, and it stays invalid or required if it says so itself.
 */
export function controlProps(
  own: FieldControlProps,
  { controlId, describedBy, invalid, required }: ControlWiring,
): FieldControlProps {
  const description = [own['aria-describedby'], ...describedBy].filter(Boolean).join(' ');
  return {
    id: own.id ?? controlId,
    'aria-describedby': description || undefined,
    'aria-invalid': invalid ? true : own['aria-invalid'],
    'aria-required': required ? true : own['aria-required'],
  };
}

/** A hint or message counts as shown unless it is empty. */
export function isShown(node: unknown): boolean {
  return node != null && node !== false && node !== '';
}
