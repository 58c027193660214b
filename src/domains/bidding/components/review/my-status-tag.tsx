import { Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetchEvaluationProgress } from '../../api';
import { myStatus } from './score-rules';
import '../../pages/review/i18n';
import { reviewKeys } from '../../queries';

const COLOR = { none: 'gray', saved: 'orange', submitted: 'green' } as const;

/** The expert's own status in one tender: 未评分 / 已暂存 / 已提交 (from evaluationBidding/progress). */
export function MyStatusTag({ biddingId }: { biddingId: string }) {
  const { t } = useTranslation('bidding-review');
  const { data, error, isLoading } = useSWR(reviewKeys.of('evaluation-progress', biddingId), () => fetchEvaluationProgress(biddingId));
  if (isLoading) return <Spin size={12} />;
  if (error || !data) return <span>—</span>;
  const status = myStatus(data);
  return (
    <Tag color={COLOR[status]} data-testid={`my-status-${biddingId}`}>
      {t(`evaluate.status.${status}`)}
    </Tag>
  );
}
