import { Alert, Button, Card, Modal, Space, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Space/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { useSubmit } from '../../../../components/form-dialog';
import { StatusPanel } from '../../../../components/status-panel';
import { useCan } from '../../../../components/use-can';
import { reasonOf } from '../../../../lib/http';
import { fetchGoodsHints, saveQuote } from '../../api';
import { BidStatusTag } from '../../components/progress-tag';
import { Countdown } from '../../components/supplier/countdown';
import { money, secondsUntil } from '../../components/supplier/format';
import { useTender, useTenderLines } from '../../components/supplier/hooks';
import { QuoteLinesTable } from '../../components/supplier/quote-lines-table';
import { parsePrice, quoteTotal, type QuoteDraft } from '../../components/supplier/quote-rules';
import { useQuote } from '../../components/supplier/quote-view-drawer';
import '../../components/supplier/supplier.css';
import { BIDDING_REASONS, PROGRESS, type QuoteLine } from '../../types';
import './i18n';
import { supplierBiddingKeys } from '../../queries';

/** 投标报价: the tender's lines priced by the supplier — 暂存 any time before the opening, 递交 with every line priced. */
export function QuotePage() {
  const { t } = useTranslation('bidding-supplier');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const canQuote = useCan('bidding_quote');
  const biddingId = useSearchParams()[0].get('biddingId') ?? undefined;
  const tender = useTender(biddingId);
  const saved = useQuote(tender.data?.myBiddingId);
  const plain = useTenderLines(tender.data && !tender.data.myBiddingId ? biddingId : undefined);
  const hints = useSWR(supplierBiddingKeys.goodsHints, fetchGoodsHints);
  const [drafts, setDrafts] = useState<Record<string, QuoteDraft>>({});
  const [loadedFrom, setLoadedFrom] = useState('');
  const [answer, setAnswer] = useState<{ type: 'error' | 'warning' | 'success'; text: string }>();
  const [closed, setClosed] = useState(false);
  const done = (submit: boolean, total: number) => t(submit ? 'quote.submitted' : 'quote.saved', { total: money(total) });
  const quoting = useSubmit(
    (submit: boolean, body: Parameters<typeof saveQuote>[1]) => saveQuote(biddingId!, body, submit).then((result) => ({ submit, result })),
    {
      success: ({ submit, result }) => done(submit, result.totalAmount),
      onSaved: async ({ submit, result }) => {
        const text = done(submit, result.totalAmount);
        setAnswer(result.overCap ? { type: 'warning', text: `${text} ${t('quote.overCapCount', { count: result.overCap })}` } : { type: 'success', text });
        await mutate(supplierBiddingKeys.matches);
      },
      refusal: 'inline',
      fallback: t('quote.saveFailed'),
      onRefused: (error) => {
        if (reasonOf(error) === BIDDING_REASONS.quoteClosed) setClosed(true);
      },
    },
  );
  const shown = quoting.refusal ? ({ type: 'error', text: quoting.refusal } as const) : answer;

  const lines: QuoteLine[] | undefined =
    saved.data?.lines ?? plain.data?.map((line) => ({ ...line, qingdanId: line.id, unitPrice: null, amount: null, brand: null, origin: null }));
  const source = saved.data ? `quote-${saved.data.myBiddingId}` : plain.data ? 'lines' : '';
  useEffect(() => {
    // the drafts start from what was loaded, once: a save's reload never overwrites what is being typed
    if (!lines || !source || loadedFrom) return;
    setLoadedFrom(source);
    setDrafts(
      Object.fromEntries(
        lines.map((line) => [
          line.qingdanId,
          { unitPrice: line.unitPrice === null ? '' : String(line.unitPrice), brand: line.brand ?? '', origin: line.origin ?? '' },
        ]),
      ),
    );
  }, [lines, source, loadedFrom]);
  const hintMap = useMemo(() => new Map((hints.data ?? []).map((hint) => [hint.goodsCode, hint.lastPrice])), [hints.data]);

  const detail = tender.data;
  const readOnly =
    !canQuote || closed || !detail || detail.biddingProgress !== PROGRESS.quoting || detail.shortStatus !== 1 || secondsUntil(detail.openingTime) <= 0;

  const save = async (submit: boolean) => {
    if (!lines || !biddingId) return;
    const priced = lines.map((line) => ({ line, draft: drafts[line.qingdanId], price: parsePrice(drafts[line.qingdanId]?.unitPrice ?? '') }));
    quoting.setRefusal('');
    if (priced.some(({ price }) => price !== undefined && Number.isNaN(price))) return setAnswer({ type: 'error', text: t('quote.priceRule') });
    const filled = priced.filter(({ price }) => price !== undefined);
    if (!filled.length) return setAnswer({ type: 'error', text: t('quote.nonePriced') });
    if (submit && filled.length !== lines.length) return setAnswer({ type: 'error', text: t('quote.allPriced') });
    const body = filled.map(({ line, draft, price }) => ({
      qingdanId: line.qingdanId,
      unitPrice: price!,
      brand: draft?.brand.trim() ?? '',
      origin: draft?.origin.trim() ?? '',
    }));
    const send = async () => {
      setAnswer(undefined);
      await quoting.submit(submit, body);
    };
    if (!submit) return void send();
    Modal.confirm({ title: t('quote.confirmTitle'), content: t('quote.confirm', { total: money(quoteTotal(lines, drafts)) }), onOk: send });
  };

  if (!biddingId)
    return <StatusPanel kind="refused" title={t('quote.noTender')} actionLabel={t('quote.back')} onAction={() => navigate('/toubiao/my/index')} />;
  const failed = tender.error || saved.error || plain.error;
  if (failed)
    return (
      <StatusPanel
        kind="error"
        title={t('quote.loadFailed')}
        detail={failed instanceof Error ? failed.message : undefined}
        actionLabel={t('common:retry')}
        onAction={() => void mutate(supplierBiddingKeys.matches)}
        error={failed}
      />
    );
  if (!detail || !lines) return <Spin className="page-loading" tip={t('common:loading')} />;
  return (
    <Card className="page-card" data-testid="quote-page" title={detail.title}>
      <Space className="bidding-quote-head" wrap size={16}>
        <span>{detail.biddingNo}</span>
        <span>{detail.schoolName}</span>
        <span>
          {t('bidding:field.openingTime')}: {detail.openingTime}{' '}
          <Countdown until={detail.openingTime} passedLabel={t('countdown.opened')} testId="quote-countdown" />
        </span>
        {saved.data ? <BidStatusTag status={saved.data.status} /> : null}
      </Space>
      {readOnly ? <Alert type="info" style={{ margin: '12px 0' }} content={t('quote.readOnly')} data-testid="quote-read-only" /> : null}
      {shown ? <Alert type={shown.type} style={{ margin: '12px 0' }} content={shown.text} data-testid="quote-answer" /> : null}
      <QuoteLinesTable
        lines={lines}
        drafts={drafts}
        hints={hintMap}
        readOnly={readOnly}
        onChange={(id, change) => setDrafts((all) => ({ ...all, [id]: { ...all[id]!, ...change } }))}
      />
      <p className="bidding-quote-total" data-testid="quote-total">
        {t('quote.total', { value: money(quoteTotal(lines, drafts)) })}
      </p>
      <Space>
        <Button onClick={() => navigate('/toubiao/my/index?tab=shortlisted')}>{t('quote.back')}</Button>
        {readOnly ? null : (
          <>
            <Button loading={quoting.saving} onClick={() => void save(false)} data-testid="quote-save">
              {t('quote.save')}
            </Button>
            <Button type="primary" loading={quoting.saving} onClick={() => void save(true)} data-testid="quote-submit">
              {t('quote.submit')}
            </Button>
          </>
        )}
      </Space>
    </Card>
  );
}
