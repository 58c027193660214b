import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import type { BidStatus, Progress, ShortStatus } from '../types';
import '../i18n';

const PROGRESS_COLOR: Record<Progress, string> = {
  0: 'gray',
  1: 'orange',
  2: 'red',
  3: 'arcoblue',
  4: 'cyan',
  5: 'blue',
  6: 'purple',
  7: 'magenta',
  8: 'gold',
  9: 'green',
  10: 'gray',
};

/** A tender's state as a coloured tag. */
export function ProgressTag({ progress }: { progress: Progress }) {
  const { t } = useTranslation('bidding');
  return (
    <Tag color={PROGRESS_COLOR[progress]} data-testid="bidding-progress" data-progress={progress}>
      {t(`progress.${progress}`)}
    </Tag>
  );
}

const SHORT_COLOR: Record<ShortStatus, string> = { 0: 'orange', 1: 'green', 2: 'red' };
const BID_COLOR: Record<BidStatus, string> = { 0: 'gray', 1: 'arcoblue', 3: 'red', 4: 'green', 5: 'gray' };

/** A sign-up's review status. */
export function ShortStatusTag({ status }: { status: ShortStatus }) {
  const { t } = useTranslation('bidding');
  return <Tag color={SHORT_COLOR[status]}>{t(`short.${status}`)}</Tag>;
}

/** A bid's status. */
export function BidStatusTag({ status }: { status: BidStatus }) {
  const { t } = useTranslation('bidding');
  return <Tag color={BID_COLOR[status]}>{t(`bid.${status}`)}</Tag>;
}
