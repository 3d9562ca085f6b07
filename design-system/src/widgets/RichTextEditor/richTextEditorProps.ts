import type { AriaAttributes } from 'react';

/** What both the loaded editor and its stand-in take; `FormControl` writes the id and aria props. */
export interface RichTextEditorProps {
  /** HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Required: the editable area is no form control a `<label for>` could name. */
  'aria-label': string;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  'aria-required'?: AriaAttributes['aria-required'];
  disabled?: boolean;
  className?: string;
}
