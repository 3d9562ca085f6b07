import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { Button, Dialog } from '@marketplace/design-system';

/** Asks before a route change drops the unconfirmed moves. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(open) => (open ? undefined : blocker.reset())}
      title={t('adminCategories.leave.title')}
      description={t('adminCategories.leave.hint')}
      footer={
        <>
          <Button variant="outline" onClick={() => blocker.reset()}>
            {t('adminCategories.leave.stay')}
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed()}>
            {t('adminCategories.leave.leave')}
          </Button>
        </>
      }
    />
  );
}
