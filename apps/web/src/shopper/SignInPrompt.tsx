import { Button, EmptyState } from '@marketplace/design-system';
import { useShopperAccount } from './ShopperAccount.tsx';

export interface SignInPromptProps {
  title: string;
  description: string;
  action: string;
}

/** What a page for signed-in buyers shows to a guest: why, and the button that opens the auth popup. */
export function SignInPrompt({ title, description, action }: SignInPromptProps) {
  const { openLogin } = useShopperAccount();
  return <EmptyState title={title} description={description} action={<Button onClick={() => openLogin()}>{action}</Button>} />;
}
