import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { OTP_RESEND_SECONDS } from '@marketplace/contract';
import { ResendCountdown } from './ResendCountdown.tsx';
import { useCountdown } from './useCountdown.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

/** The widget as a form uses it: a countdown that restarts when a new code is asked for. */
function CountingDown({ seconds, onResend }: { seconds: number; onResend: () => void }) {
  const { secondsLeft, restart } = useCountdown(seconds);
  return (
    <ResendCountdown
      secondsLeft={secondsLeft}
      onResend={() => {
        onResend();
        restart(OTP_RESEND_SECONDS);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/ResendCountdown',
  component: ResendCountdown,
  args: { secondsLeft: OTP_RESEND_SECONDS, onResend: fn() },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResendCountdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  name: 'Running (frozen clock)',
  render: (args) => <CountingDown seconds={OTP_RESEND_SECONDS} onResend={args.onResend} />,
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: t('auth.resend.wait', { time: '0:45' }) });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

export const Finished: Story = {
  args: { secondsLeft: 0 },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('auth.resend.action') }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const Resending: Story = {
  args: { secondsLeft: 0, isResending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('auth.resend.action') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ReachesZeroThenRestarts: Story = {
  name: 'Reaches 0, then restarts at 45 (real clock)',
  // The real clock keeps ticking after the play, so this state has no stable picture.
  parameters: { freeze: { clock: false }, screenshot: { disable: true } },
  render: (args) => <CountingDown seconds={1} onResend={args.onResend} />,
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: t('auth.resend.wait', { time: '0:01' }) })).toBeDisabled();
    const resend = await waitFor(() => canvas.getByRole('button', { name: t('auth.resend.action') }), { timeout: 3000 });
    await expect(resend).toBeEnabled();
    await userEvent.click(resend);
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    // The next code may only be asked for after the full wait; the screenshot must not depend on the tick.
    await expect(canvas.getByRole('button', { name: /\(0:4[45]\)/ })).toBeDisabled();
  },
};
