import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ORDER_ACTION,
  ORDER_ACTOR,
  orderTransition,
  type ChangeOrderStatusRequest,
  type OrderAction,
  type OrderActor,
  type OrderStatus,
} from '@marketplace/contract';
import { FormAlert, errorMessageKeys } from '../../forms/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { ReasonDialog, ShipDialog } from './OrderActionDialogs.tsx';

/** What an action carries besides the order and the action: a reason, or a shipment. */
export type OrderActionInput = Omit<ChangeOrderStatusRequest, 'orderId' | 'action'>;

export interface OrderActionsProps {
  status: OrderStatus;
  /** What the viewer may do now (the detail's `actions`, from orderActionsFor). */
  actions: readonly OrderAction[];
  actor: OrderActor;
  /** Settles when the server has answered; a rejection (with a `code`) is shown where it was asked. */
  onAction: (action: OrderAction, input: OrderActionInput) => Promise<unknown>;
}

type Dialog = 'reason' | 'ship' | null;

const VARIANT: Partial<Record<OrderAction, 'primary' | 'outline' | 'danger'>> = {
  [ORDER_ACTION.DECLINE]: 'outline',
  [ORDER_ACTION.CANCEL]: 'outline',
};

/**
 * The buttons of the moves the viewer may make now. Accept, start production and the deliveries go
 * at once; ship asks for the carrier and tracking; decline and cancel ask why.
 */
export function OrderActions({ status, actions, actor, onAction }: OrderActionsProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<OrderAction | null>(null);
  const [dialog, setDialog] = useState<{ kind: Dialog; action: OrderAction | null }>({ kind: null, action: null });
  const [errorKeys, setErrorKeys] = useState<string[] | null>(null);
  const shown = actions.filter((action) => action !== ORDER_ACTION.COMPLETE);
  if (shown.length === 0) return null;

  async function run(action: OrderAction, input: OrderActionInput) {
    setPending(action);
    setErrorKeys(null);
    try {
      await onAction(action, input);
      setDialog({ kind: null, action: null });
    } catch (error) {
      setErrorKeys(errorMessageKeys(error, 'orders.actions.failed', 'orders.errors'));
    } finally {
      setPending(null);
    }
  }

  const open = (action: OrderAction) => {
    setErrorKeys(null);
    if (action === ORDER_ACTION.SHIP) setDialog({ kind: 'ship', action });
    else if (action === ORDER_ACTION.DECLINE || action === ORDER_ACTION.CANCEL) setDialog({ kind: 'reason', action });
    else void run(action, {});
  };

  const reasonAction = dialog.action === ORDER_ACTION.DECLINE ? ORDER_ACTION.DECLINE : ORDER_ACTION.CANCEL;
  const error = errorKeys ? t(errorKeys) : null;

  return (
    <div data-slot="order-actions" className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {shown.map((action, index) => (
          <Button
            key={action}
            variant={VARIANT[action] ?? (index === 0 ? 'primary' : 'outline')}
            isLoading={pending === action && dialog.kind === null}
            disabled={pending !== null}
            onClick={() => open(action)}
          >
            {t(`orders.actions.button.${action}`)}
          </Button>
        ))}
      </div>
      {dialog.kind === null ? <FormAlert>{error}</FormAlert> : null}
      {dialog.kind === 'reason' ? (
        <ReasonDialog
          open
          kind={reasonAction}
          required={orderTransition(status, reasonAction, actor)?.reasonRequired ?? true}
          byAdmin={actor === ORDER_ACTOR.ADMIN}
          pending={pending !== null}
          error={error}
          onSubmit={({ reason }) => void run(reasonAction, { reason })}
          onCancel={() => setDialog({ kind: null, action: null })}
        />
      ) : null}
      {dialog.kind === 'ship' ? (
        <ShipDialog
          open
          pending={pending !== null}
          error={error}
          onSubmit={(shipment) => void run(ORDER_ACTION.SHIP, shipment)}
          onCancel={() => setDialog({ kind: null, action: null })}
        />
      ) : null}
    </div>
  );
}
