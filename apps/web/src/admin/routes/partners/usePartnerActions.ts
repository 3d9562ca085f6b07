import { useTranslation } from 'react-i18next';
import { toggledPartnerStatus, type PartnerPermissionChanges } from '@marketplace/contract';
import { notify, type PartnerRow } from '@marketplace/design-system';
import { isApiError } from '../../../api/ApiError.ts';
import {
  useReviewPartner,
  useSetPartnerPermissions,
  useSetPartnerPremium,
  useSetPartnerStatus,
} from '../../../data/adminPartners.ts';

/**
 * Status, review, premium and permission changes of a store, each told by a toast. Every promise rejects on
 * failure, so the table keeps the row as the server last said and the details keep the ticks.
 */
export function usePartnerActions() {
  const { t, i18n } = useTranslation();
  const setStatus = useSetPartnerStatus();
  const setPremium = useSetPartnerPremium();
  const setPermissions = useSetPartnerPermissions();
  const review = useReviewPartner();
  const nameOf = (partner: Pick<PartnerRow, 'companyName'>) => partner.companyName.trim() || t('admin.partners.unnamed');

  async function told(call: () => Promise<unknown>, done: string, failed: string): Promise<void> {
    try {
      await call();
      notify.success(done);
    } catch (error) {
      const reason = isApiError(error) ? `errors.${error.code}` : '';
      notify.error(reason && i18n.exists(reason) ? `${failed} ${t(reason)}` : failed);
      throw error;
    }
  }

  return {
    toggleStatus: (partner: PartnerRow) => {
      const status = toggledPartnerStatus(partner.status);
      const name = nameOf(partner);
      return told(
        () => setStatus.mutateAsync({ id: partner.id, status }),
        t(status === 'ACTIVE' ? 'admin.partners.toast.activated' : 'admin.partners.toast.deactivated', { name }),
        t('admin.partners.toast.statusFailed', { name }),
      );
    },
    togglePremium: (partner: PartnerRow) => {
      const name = nameOf(partner);
      return told(
        () => setPremium.mutateAsync({ id: partner.id, premium: !partner.premium }),
        t(partner.premium ? 'admin.partners.toast.premiumOff' : 'admin.partners.toast.premiumOn', { name }),
        t('admin.partners.toast.premiumFailed', { name }),
      );
    },
    approve: (partner: PartnerRow) => {
      const name = nameOf(partner);
      return told(
        () => review.mutateAsync({ id: partner.id, decision: 'APPROVE' }),
        t('admin.partners.review.toast.approved', { name }),
        t('admin.partners.review.toast.failed', { name }),
      );
    },
    reject: (partner: PartnerRow, reason: string) => {
      const name = nameOf(partner);
      return told(
        () => review.mutateAsync({ id: partner.id, decision: 'REJECT', reason }),
        t('admin.partners.review.toast.rejected', { name }),
        t('admin.partners.review.toast.failed', { name }),
      );
    },
    savePermissions: (partner: Pick<PartnerRow, 'companyName'>, changes: PartnerPermissionChanges) =>
      told(
        () => setPermissions.mutateAsync(changes),
        t('admin.partners.toast.permissionsSaved', { name: nameOf(partner) }),
        t('admin.partners.toast.permissionsFailed'),
      ),
    nameOf,
  };
}
