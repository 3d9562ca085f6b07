import { useTranslation } from 'react-i18next';
import { OFFER_STATUS, type OfferStatus } from '@marketplace/contract';
import { Badge, type BadgeTone } from '../../primitives/Badge/index.ts';
import { ClockIcon, HandCoinsIcon, HandshakeIcon, Icon, PencilIcon, XIcon, type IconGlyph } from '../../primitives/Icon/index.ts';

/** Open stands out, accepted is good news, the three that can no longer be accepted are quiet. */
const TONES: Record<OfferStatus, BadgeTone> = {
  [OFFER_STATUS.OPEN]: 'brand',
  [OFFER_STATUS.ACCEPTED]: 'success',
  [OFFER_STATUS.EXPIRED]: 'warning',
  [OFFER_STATUS.WITHDRAWN]: 'neutral',
  [OFFER_STATUS.REPLACED]: 'neutral',
};

/** A picture for each status too, so none is told apart by colour alone. */
const ICONS: Record<OfferStatus, IconGlyph> = {
  [OFFER_STATUS.OPEN]: HandCoinsIcon,
  [OFFER_STATUS.ACCEPTED]: HandshakeIcon,
  [OFFER_STATUS.EXPIRED]: ClockIcon,
  [OFFER_STATUS.WITHDRAWN]: XIcon,
  [OFFER_STATUS.REPLACED]: PencilIcon,
};

/** An offer's status in words, its colour and its picture. */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" tone={TONES[status]} data-slot="offer-status" data-status={status}>
      <Icon icon={ICONS[status]} size={3} />
      <span className="sr-only">{t('offers.card.statusLabel')} </span>
      {t(`offers.status.${status}`)}
    </Badge>
  );
}
