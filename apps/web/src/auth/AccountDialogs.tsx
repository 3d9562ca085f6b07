import type { ACCOUNT_TYPE } from '@marketplace/contract';
import { AccountConflict, AuthPopup } from '@marketplace/design-system';
import type { AccountFlow } from './useAccountFlow.ts';

export interface AccountDialogsProps {
  flow: AccountFlow;
  /** The kind of account this site signs up. */
  accountType: typeof ACCOUNT_TYPE.CLIENT | typeof ACCOUNT_TYPE.MERCHANT;
  policyHref: string;
}

/** The auth popup and the account conflict screen of a site, driven by its account flow. */
export function AccountDialogs({ flow, accountType, policyHref }: AccountDialogsProps) {
  const { popup, conflict } = flow;
  return (
    <>
      <AuthPopup
        key={popup.key}
        open={popup.open}
        onOpenChange={(open) => (open ? flow.openPopup(popup.mode, popup.identifier) : flow.closePopup())}
        initialMode={popup.mode}
        initialIdentifier={popup.identifier}
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
          onOpenChange={(open) => !open && flow.dismissConflict()}
        />
      )}
      {conflict?.variant === 'sellerOnShopperHost' && (
        <AccountConflict
          open
          variant="sellerOnShopperHost"
          identifier={conflict.identifier}
          sellerPanelHref={conflict.sellerPanelHref}
          onUseDifferentEmail={flow.onUseDifferentEmail}
          onOpenChange={(open) => !open && flow.dismissConflict()}
        />
      )}
    </>
  );
}
