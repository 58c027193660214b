import { Button, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../../components/form-dialog';
import { useCan } from '../../../../components/use-can';
import { withdrawBidding } from '../../api';
import { ProgressTag } from '../progress-tag';
import { PROGRESS, TERMINABLE, type BiddingDetail, type Progress } from '../../types';
import { TerminateDialog } from './terminate-dialog';

/** The tab each state's next step is taken in. */
const NEXT_TAB: Partial<Record<Progress, string>> = { 4: 'review', 5: 'opening', 6: 'evaluation', 7: 'award' };

interface Props {
  bidding: BiddingDetail;
  onEdit: () => void;
  onTab: (tab: string) => void;
  onChanged: () => void;
}

/** The tender's title, number and state, with the next step's action and 终止. */
export function DetailHeader({ bidding, onEdit, onTab, onChanged }: Props) {
  const { t } = useTranslation('bidding-tender');
  const canSubmit = useCan('bidding_submit');
  const canTerminate = useCan('bidding_terminate');
  const [terminating, setTerminating] = useState(false);
  const withdraw = useSubmit(() => withdrawBidding(bidding), { success: t('withdrawn'), onSaved: onChanged, refusal: 'toast', fallback: t('saveFailed') });
  const progress = bidding.biddingProgress;
  const next = NEXT_TAB[progress];
  return (
    <header className="tender-header" data-testid="tender-header">
      <div>
        <h2>
          {bidding.title} <ProgressTag progress={progress} />
        </h2>
        <span className="tender-muted">
          {bidding.biddingNo} · {bidding.schoolName}
        </span>
      </div>
      <Space wrap>
        {(progress === PROGRESS.draft || progress === PROGRESS.rejected) && canSubmit ? (
          <Button type="primary" onClick={onEdit} data-testid="tender-next">
            {t('submit')}
          </Button>
        ) : null}
        {progress === PROGRESS.pending && canSubmit ? (
          <Button type="primary" loading={withdraw.saving} onClick={() => void withdraw.submit()} data-testid="tender-withdraw">
            {t('withdraw')}
          </Button>
        ) : null}
        {next ? (
          <Button type="primary" onClick={() => onTab(next)} data-testid="tender-next">
            {t(`next.${next}`)}
          </Button>
        ) : null}
        {TERMINABLE.includes(progress) && canTerminate ? (
          <Button status="danger" onClick={() => setTerminating(true)} data-testid="tender-terminate">
            {t('terminate.action')}
          </Button>
        ) : null}
      </Space>
      <TerminateDialog
        bidding={terminating ? bidding : null}
        onClose={() => setTerminating(false)}
        onDone={() => {
          setTerminating(false);
          onChanged();
        }}
      />
    </header>
  );
}
