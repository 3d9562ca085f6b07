import { OTP_LENGTH, sanitizeOtpInput } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Input, type InputProps } from '../../primitives/Input/index.ts';

export type OtpInputProps = Omit<
  InputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'pattern'
> & {
  value: string;
  /** Receives digits only, at most OTP_LENGTH of them, whatever was typed or pasted. */
  onValueChange: (value: string) => void;
};

/**
 * The one-time code as a single field: one tab stop, one label, read as one value by screen
 * readers, filled by the phone's SMS/e-mail code suggestion (`one-time-code`) and by pasting
 * a code with spaces or dashes. No maxLength: the browser would cut "123 456" before the
 * separators are dropped.
 */
export function OtpInput({ value, onValueChange, className, size = 'lg', ...props }: OtpInputProps) {
  return (
    <Input
      {...props}
      size={size}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      spellCheck={false}
      data-slot="otp-input"
      data-complete={value.length === OTP_LENGTH || undefined}
      className={cn('text-center font-semibold tracking-[0.5em] tabular-nums', className)}
      value={value}
      onChange={(event) => onValueChange(sanitizeOtpInput(event.target.value))}
    />
  );
}
