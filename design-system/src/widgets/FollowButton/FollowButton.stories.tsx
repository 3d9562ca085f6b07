import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { FollowButton, type FollowButtonProps } from './FollowButton.tsx';

/** The story keeps the state as the app does: a press follows and stops following. */
function Toggling(props: FollowButtonProps) {
  const [following, setFollowing] = useState(props.following);
  const followers = props.followers === undefined ? undefined : props.followers + Number(following) - Number(props.following);
  return (
    <FollowButton
      {...props}
      following={following}
      followers={followers}
      onToggle={() => {
        props.onToggle();
        setFollowing((value) => !value);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/FollowButton',
  component: FollowButton,
  args: { storeName: 'Xalça Evi Şəki', following: false, followers: 1250, onToggle: fn() },
  render: (args) => <Toggling {...args} />,
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FollowButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not followed: a press follows, the followers count grows, a second press stops following. */
export const NotFollowing: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('1 250 izləyici')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'İzlə · Xalça Evi Şəki' }));
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    const following = canvas.getByRole('button', { name: 'İzləyirsiniz · Xalça Evi Şəki' });
    await expect(following).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('1 251 izləyici')).toBeVisible();
    following.focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Followed already; the button says how to stop. */
export const Following: Story = {
  args: { following: true, followers: 1 },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAttribute('title', 'İzləməni dayandırmaq üçün yenidən basın');
    await expect(canvas.getByText('1 izləyici')).toBeVisible();
  },
};

/** Without the count (a list of followed stores shows it elsewhere), on its way. */
export const PendingWithoutCount: Story = {
  args: { following: true, followers: undefined, pending: true },
  render: (args) => <FollowButton {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText(/izləyici/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button'), { pointerEventsCheck: 0 });
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};
