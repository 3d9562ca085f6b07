import type { ACCOUNT_TYPE } from '@marketplace/contract';
import { AccountConflict, AuthPopup } from '@marketplace/design-system';
import type { AccountFlow } from './useAccountFlow.ts';

export interface AccountDialogsProps {
  flow: AccountFlow;
  /** The kind of account this site signs up. */
  accountType: typeof ACCOUNT_TYPE.CLIENT | typeof ACCOUNT_TYPE.MERCHANT;
  policyHref: string;
  /** The popup or the conflict screen was closed without going on (Escape, the close button). */
  onDismiss?: () => void;
}

/** The auth popup and the account conflict screen of a site, driven by its account flow. */
export function AccountDialogs({ flow, accountType, policyHref, onDismiss }: AccountDialogsProps) {
  const { popup, conflict, opener } = flow;
  const dismissConflict = () => {
    onDismiss?.();
    flow.dismissConflict();
  };
  return (
    <>
      <AuthPopup
        key={popup.key}
        open={popup.open}
        onOpenChange={(open) => {
          if (open) {
            flow.openPopup(popup.mode, popup.identifier);
            return;
          }
          onDismiss?.();
          flow.closePopup();
        }}
        initialMode={popup.mode}
        initialIdentifier={popup.identifier}
        purpose={popup.purpose}
        returnFocusTo={opener}
        accountType={accountType}
        policyHref={policyHref}
        onLogin={flow.onLogin}
        onRequestCode={flow.onRequestCode}
        onVerifyCode={flow.onVerifyCode}
        onSetPassword={flow.onSetPassword}
      />
      {conflict?.variant === 'buyerOnSellerHost' && (
        <AccountConflict
          open
          variant="buyerOnSellerHost"
          identifier={conflict.identifier}
          onUpgrade={flow.onUpgrade}
          onUseDifferentEmail={flow.onUseDifferentEmail}
          onOpenChange={(open) => !open && dismissConflict()}
          returnFocusTo={opener}
        />
      )}
      {conflict?.variant === 'sellerOnShopperHost' && (
        <AccountConflict
          open
          variant="sellerOnShopperHost"
          identifier={conflict.identifier}
          sellerPanelHref={conflict.sellerPanelHref}
          onUseDifferentEmail={flow.onUseDifferentEmail}
          onOpenChange={(open) => !open && dismissConflict()}
          returnFocusTo={opener}
        />
      )}
    </>
  );
}
