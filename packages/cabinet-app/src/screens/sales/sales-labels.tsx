import { useTranslation } from 'react-i18next';
import { StatusBadge, type BadgeTone } from '@adnet/ui';
import type { DealStage, SalesClientStatus } from '@adnet/api-client';

const STAGE_TONES: Record<DealStage, BadgeTone> = {
  NEW: 'primary',
  NEGOTIATION: 'warning',
  WON: 'success',
  LOST: 'neutral',
};
const CLIENT_TONES: Record<SalesClientStatus, BadgeTone> = {
  LEAD: 'primary',
  ACTIVE: 'success',
  CHURNED: 'neutral',
};

export function DealStageBadge({ stage }: { stage: DealStage }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={STAGE_TONES[stage]} size="sm">
      {t(`sales.stage.${stage}`)}
    </StatusBadge>
  );
}

export function ClientStatusBadge({ status }: { status: SalesClientStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={CLIENT_TONES[status]} size="sm">
      {t(`sales.clientStatus.${status}`)}
    </StatusBadge>
  );
}
