import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportChatStatus } from '@marketplace/contract';
import { Badge } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import type { SupportAdmin } from './types.ts';

export interface SupportChatActionsProps {
  status: SupportChatStatus;
  /** Closes an open conversation or reopens a closed one. */
  onStatusChange: (status: SupportChatStatus) => void;
  statusPending?: boolean;
  /** The admin the conversation is assigned to, or null. */
  assignee: SupportAdmin | null;
  /** Every admin it can be assigned to. */
  admins: readonly SupportAdmin[];
  /** The admin looking (named "you" in the choices). */
  meId: string | null;
  /** To an admin, or to nobody with null. */
  onAssign: (adminId: string | null) => void;
  assignPending?: boolean;
  /** The signed-in account that wrote (a guest has none and cannot be blocked). */
  account: { id: string; name: string } | null;
  /** The account is blocked from chatting. */
  blocked?: boolean;
  /** Asks to block the account from chatting (the page confirms first). */
  onRequestBlock: () => void;
  /** Lets a blocked account write again. */
  onAllowAgain: () => void;
  /** Letting it write again is on its way. */
  allowPending?: boolean;
}

const NOBODY = '';

/** The admin's controls over one support conversation: its assignee, close or reopen, and blocking its writer from chatting or letting them write again. */
export function SupportChatActions(props: SupportChatActionsProps) {
  const { t } = useTranslation();
  const assignId = useId();
  const admins =
    props.assignee && !props.admins.some((admin) => admin.id === props.assignee?.id)
      ? [props.assignee, ...props.admins]
      : props.admins;
  const closed = props.status === 'closed';
  return (
    <div data-slot="support-chat-actions" className="flex flex-wrap items-end gap-2 border-b border-line bg-surface px-4 py-2">
      <div className="flex min-w-40 flex-1 flex-col gap-1 text-xs font-medium text-ink-muted sm:max-w-64">
        <label htmlFor={assignId}>{t('admin.support.assign.label')}</label>
        <Select
          id={assignId}
          size="sm"
          value={props.assignee?.id ?? NOBODY}
          disabled={props.assignPending}
          onChange={(event) => props.onAssign(event.target.value === NOBODY ? null : event.target.value)}
          options={[
            { value: NOBODY, label: t('admin.support.assign.nobody') },
            ...admins.map((admin) => ({
              value: admin.id,
              label: admin.id === props.meId ? t('admin.support.assign.me', { name: admin.name }) : admin.name,
            })),
          ]}
        />
      </div>
      <Button
        variant="outline"
        size="sm"
        isLoading={props.statusPending}
        onClick={() => props.onStatusChange(closed ? 'open' : 'closed')}
      >
        {t(closed ? 'admin.support.reopen' : 'admin.support.close')}
      </Button>
      {props.account &&
        (props.blocked ? (
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="danger" className="min-h-8">
              {t('admin.support.blocked')}
            </Badge>
            <Button variant="outline" size="sm" isLoading={props.allowPending} onClick={props.onAllowAgain}>
              {t('admin.support.allowAgain')}
            </Button>
          </div>
        ) : (
          <Button variant="outline" size="sm" onClick={props.onRequestBlock}>
            {t('admin.support.block')}
          </Button>
        ))}
    </div>
  );
}
