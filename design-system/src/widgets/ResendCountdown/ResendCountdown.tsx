import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { formatCountdown } from '../../rules/countdown.ts';
import { Button } from '../../primitives/Button/index.ts';

export interface ResendCountdownProps {
  /** From `useCountdown`; the button waits until it reaches 0. */
  secondsLeft: number;
  onResend: () => void;
  /** A resend request is under way. */
  isResending?: boolean;
  className?: string;
}

/** "Resend the code in 0:45", enabled only once the countdown reaches 0. */
export function ResendCountdown({ secondsLeft, onResend, isResending = false, className }: ResendCountdownProps) {
  const { t } = useTranslation();
  const waiting = secondsLeft > 0;
  return (
    <Button
      variant="link"
      size="sm"
      data-slot="resend-countdown"
      data-waiting={waiting || undefined}
      className={cn('tabular-nums', className)}
      disabled={waiting}
      isLoading={isResending}
      onClick={onResend}
    >
      {waiting ? t('auth.resend.wait', { time: formatCountdown(secondsLeft) }) : t('auth.resend.action')}
    </Button>
  );
}
