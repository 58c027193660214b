import { Alert, Button, Card, Modal, Space, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Space/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useSubmit } from '../../../../components/form-dialog';
import { StatusPanel } from '../../../../components/status-panel';
import { useCan } from '../../../../components/use-can';
import { errorText } from '../../../../lib/http';
import { session } from '../../../../session';
import { submitScores } from '../../api';
import { AvoidanceCard } from '../../components/review/avoidance-card';
import { ScoreBidCard } from '../../components/review/score-bid-card';
import { ScoreEntryMatrix } from '../../components/review/score-entry-matrix';
import { scoreInputId } from '../../components/review/score-input';
import { ScoreMatrix } from '../../components/review/score-matrix';
import { isValidBid, myScores, myStatus, priceScores, scoreProblems, type BidScores } from '../../components/review/score-rules';
import { useScoring } from '../../components/review/use-scoring';
import { PROGRESS } from '../../types';
import './i18n';

/** From this many valid bids the scores are entered in one matrix (bidders × items) instead of a card each. */
export const SCORE_MATRIX_FROM = 5;

/**
 * 评标打分 (/zhaobiao/evaluate/score?id=): the 回避 declaration first; then each valid bid with its opening record,
 * line quotes and documents, a score per item (0..max) and the price score; 暂存 and 提交 (locked after). The other
 * experts' scores show once the whole panel has submitted.
 */
export function ScorePage() {
  const { t } = useTranslation('bidding-review');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const scoring = useScoring(id);
  const { userInfo } = useSnapshot(session);
  const canSubmit = useCan('evaluation_submit');
  const [declared, setDeclared] = useState(false);
  const [edits, setEdits] = useState<Record<string, BidScores>>({});
  const saving = useSubmit(
    (final: boolean, scores: Parameters<typeof submitScores>[0]['scores']) =>
      submitScores({ biddingId: id, avoidanceConfirmed: true, final, scores }).then(() => final),
    {
      success: (final) => t(final ? 'score.submitted' : 'score.saved'),
      onSaved: async () => {
        setEdits({});
        await scoring.refresh();
      },
      refusal: 'inline',
      fallback: t('score.failed'),
    },
  );
  const { refusal, setRefusal } = saving;
  const sending = saving.pending ? (saving.pending[0] ? 'submit' : 'save') : null;
  const { detail, progress, opening, quotes } = scoring;

  if (!id) return <StatusPanel kind="refused" title={t('score.noTender')} testId="score-missing" />;
  if (scoring.error) {
    const text = errorText(scoring.error, t('loadFailed'));
    return (
      <StatusPanel
        kind="error"
        title={t('loadFailed')}
        detail={text}
        actionLabel={t('common:retry')}
        onAction={scoring.retry}
        testId="score-error"
        error={scoring.error}
      />
    );
  }
  if (scoring.isLoading || !detail || !progress || !opening) return <Spin className="page-loading" tip={t('common:loading')} />;

  const status = myStatus(progress);
  const bids = opening.filter(isValidBid);
  const prices = priceScores(opening, detail.priceWeight);
  const saved = myScores(progress, userInfo?.realName);
  const scoresOf = (bidId: string): BidScores => ({ ...saved[bidId], ...edits[bidId] });
  const readOnly = status === 'submitted' || detail.biddingProgress !== PROGRESS.evaluating || !canSubmit;

  const matrix = bids.length >= SCORE_MATRIX_FROM;
  const change = (bidId: string, code: string, value: number | undefined) =>
    setEdits((current) => ({ ...current, [bidId]: { ...current[bidId], [code]: value } }));
  /** Refuses with `message` when a score is wrong, scrolling the first wrong field into view (marked in red already). */
  const refuseProblems = (final: boolean, message: string) => {
    for (const bid of bids) {
      const problem = scoreProblems(detail.scoreItems, scoresOf(bid.myBiddingId), final)[0];
      if (!problem) continue;
      const field = document.querySelector<HTMLElement>(`[data-testid="${scoreInputId(bid.myBiddingId, problem.code)}"]`);
      field?.scrollIntoView({ block: 'center', inline: 'center' });
      (field instanceof HTMLInputElement ? field : field?.querySelector('input'))?.focus({ preventScroll: true });
      setRefusal(message);
      return true;
    }
    return false;
  };

  const send = async (final: boolean) => {
    const entered = bids.filter((bid) => Object.values(scoresOf(bid.myBiddingId)).some((value) => value !== undefined));
    if (refuseProblems(final, t(final ? 'score.fixAll' : 'score.fix'))) return;
    if (!entered.length) return setRefusal(t('score.nothing'));
    await saving.submit(
      final,
      (final ? bids : entered).map((bid) => ({
        myBiddingId: bid.myBiddingId,
        items: Object.entries(scoresOf(bid.myBiddingId)).flatMap(([code, score]) => (score === undefined ? [] : [{ code, score }])),
      })),
    );
  };

  const confirmSubmit = () => {
    if (refuseProblems(true, t('score.fixAll'))) return;
    Modal.confirm({ title: t('score.confirmTitle'), content: t('score.confirmText'), onOk: () => send(true) });
  };

  const statusTag = <Tag color={{ none: 'gray', saved: 'orange', submitted: 'green' }[status]}>{t(`evaluate.status.${status}`)}</Tag>;
  return (
    <Space direction="vertical" size="medium" className="page-card review-score" data-testid="score-page">
      <Card title={detail.title} extra={statusTag}>
        {t('score.summary', { no: detail.biddingNo, school: detail.schoolName, count: bids.length, weight: detail.priceWeight })}
      </Card>
      {status === 'none' && !declared && !readOnly ? (
        <AvoidanceCard bidders={bids.map((bid) => bid.supplierName)} onConfirm={() => setDeclared(true)} />
      ) : (
        <>
          {matrix ? (
            <ScoreEntryMatrix
              bids={bids}
              items={detail.scoreItems}
              scoresOf={scoresOf}
              onChange={change}
              readOnly={readOnly}
              prices={prices}
              priceWeight={detail.priceWeight}
            />
          ) : null}
          {bids.map((bid) => (
            <ScoreBidCard
              key={bid.myBiddingId}
              bid={bid}
              quote={quotes?.find((quote) => quote.myBiddingId === bid.myBiddingId)}
              items={detail.scoreItems}
              scores={scoresOf(bid.myBiddingId)}
              onChange={(code, value) => change(bid.myBiddingId, code, value)}
              readOnly={readOnly}
              priceScore={prices[bid.myBiddingId]}
              priceWeight={detail.priceWeight}
              signUpId={scoring.signUpOf(bid.supplierName)}
              scoresElsewhere={matrix}
            />
          ))}
          {refusal ? <Alert type="error" content={refusal} data-testid="score-refusal" /> : null}
          {readOnly ? null : (
            <Space>
              <Button loading={sending === 'save'} disabled={sending !== null} onClick={() => void send(false)} data-testid="score-save">
                {t('score.save')}
              </Button>
              <Button type="primary" loading={sending === 'submit'} disabled={sending !== null} onClick={confirmSubmit} data-testid="score-submit">
                {t('score.submit')}
              </Button>
            </Space>
          )}
          {status === 'submitted' && !progress.allSubmitted ? <Alert type="info" content={t('score.othersHidden')} data-testid="score-others-hidden" /> : null}
          {progress.allSubmitted ? <ScoreMatrix progress={progress} bids={opening} prices={prices} /> : null}
        </>
      )}
    </Space>
  );
}
