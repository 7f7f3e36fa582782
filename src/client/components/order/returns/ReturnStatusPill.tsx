import { returnStatusLabel, type ReturnStatus } from '../../../../shared/returns';
import { Pill, type PillTone } from '../../ui/Pill';

const tones: Record<ReturnStatus, PillTone> = {
  requested: 'amber',
  received: 'blue',
  refunding: 'violet',
  refunded: 'green',
};

export function ReturnStatusPill({ status }: { status: ReturnStatus }) {
  return <Pill tone={tones[status]}>{returnStatusLabel[status]}</Pill>;
}
