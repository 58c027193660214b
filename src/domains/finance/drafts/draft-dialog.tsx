import { Alert, Button, Checkbox, DatePicker, Modal, Spin, Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Checkbox/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { StatusPanel } from '../../../components/status-panel';
import { useSubmit } from '../../../components/form-dialog';
import { formatYuan } from '../../../lib/money';
import { useToday } from '../../../lib/server-clock';
import { fetchPending, runDrafts } from './api';
import { draftKeys } from './queries';
import { chosenKinds, dateRange, viewPathOf } from './rules';
import type { DraftedVoucher, DraftKind, PendingKind } from './types';
import './drafts.css';
import './i18n';

export interface DraftDialogProps {
  bookId: string;
  open: boolean;
  onClose: () => void;
  /** After vouchers were drafted: the voucher list refreshes. */
  onDrafted: () => void;
}

/**
 * 生成凭证: what the book has waiting by kind (records, vouchers, amount, days; a closed period's records reported, not
 * drafted), the kinds to draft and the last day, then 生成 — and the vouchers made, each opening 查看凭证.
 */
export function DraftDialog({ bookId, open, onClose, onDrafted }: DraftDialogProps) {
  const { t } = useTranslation('financeDrafts');
  const navigate = useNavigate();
  const pending = useSWR(open ? draftKeys.pending(bookId) : null, () => fetchPending(bookId), { revalidateOnFocus: false });
  const [unchecked, setUnchecked] = useState<DraftKind[]>([]);
  // the deployment's day, not the browser's: the server refuses a day after its own today
  const today = useToday();
  const [chosenTo, setTo] = useState<string | null>(null);
  const to = chosenTo ?? today;
  const [drafted, setDrafted] = useState<DraftedVoucher[] | null>(null);
  const rows = pending.data ?? [];
  const kinds = chosenKinds(rows, unchecked);
  const viewPath = viewPathOf(rows);
  const { submit, saving, refusal, setRefusal } = useSubmit(() => runDrafts(bookId, kinds, to), {
    refusal: 'inline',
    fallback: t('failed'),
    onSaved: async (vouchers) => {
      setDrafted(vouchers);
      onDrafted();
      await pending.mutate();
    },
  });

  const close = () => {
    setDrafted(null);
    setUnchecked([]);
    setTo(null);
    setRefusal('');
    onClose();
  };

  const columns: TableColumnProps<PendingKind>[] = [
    {
      title: t('field.kind'),
      dataIndex: 'kind',
      render: (kind: DraftKind, row) => (
        <Checkbox
          checked={kinds.includes(kind)}
          disabled={row.count === 0}
          onChange={(checked: boolean) => setUnchecked(checked ? unchecked.filter((one) => one !== kind) : [...unchecked, kind])}
          data-testid={`draft-kind-${kind}`}
        >
          {t(`kind.${kind}`)}
        </Checkbox>
      ),
    },
    { title: t('field.count'), dataIndex: 'count', width: 80, align: 'right' },
    { title: t('field.vouchers'), dataIndex: 'vouchers', width: 80, align: 'right' },
    { title: t('field.amount'), dataIndex: 'amount', width: 120, align: 'right', render: (fen: number) => formatYuan(fen) },
    { title: t('field.days'), dataIndex: 'firstDate', width: 190, render: (_: unknown, row) => dateRange(row.firstDate, row.lastDate) },
    {
      title: t('field.closed'),
      dataIndex: 'closedCount',
      width: 150,
      render: (count: number, row) => (count ? t('closedNote', { count, amount: formatYuan(row.closedAmount) }) : '—'),
    },
  ];

  const body = () => {
    if (pending.error)
      return (
        <StatusPanel
          kind="error"
          title={t('loadFailed')}
          error={pending.error}
          actionLabel={t('retry')}
          onAction={() => void pending.mutate()}
          testId="draft-error"
        />
      );
    if (!pending.data) return <Spin className="draft-loading" tip={t('loading')} />;
    if (drafted)
      return drafted.length ? (
        <Table<DraftedVoucher>
          rowKey="id"
          data={drafted}
          pagination={false}
          scroll={{ y: 360 }}
          data-testid="draft-result"
          columns={[
            {
              title: t('field.voucherNo'),
              dataIndex: 'voucherNo',
              width: 110,
              render: (no: string, row) => (
                <Button type="text" size="mini" onClick={() => navigate(`${viewPath}?id=${row.id}`)} aria-label={t('view', { no })}>
                  {no}
                </Button>
              ),
            },
            { title: t('field.date'), dataIndex: 'date', width: 110 },
            { title: t('field.summary'), dataIndex: 'summary', ellipsis: true },
            { title: t('field.amount'), dataIndex: 'total', width: 120, align: 'right', render: (fen: number) => formatYuan(fen) },
          ]}
        />
      ) : (
        <Alert type="info" content={t('nothingDrafted')} data-testid="draft-none" />
      );
    return (
      <>
        {rows.every((row) => row.count === 0 && row.closedCount === 0) ? (
          <Alert type="info" content={t('empty')} data-testid="draft-empty" />
        ) : (
          <Table<PendingKind> rowKey="kind" data={rows} columns={columns} pagination={false} data-testid="draft-pending" />
        )}
        <div className="draft-to">
          <label htmlFor="draft-to-date">{t('field.to')}</label>
          <DatePicker
            inputProps={{ id: 'draft-to-date' }}
            value={to}
            allowClear={false}
            onChange={(value: string) => setTo(value)}
            disabledDate={(date) => date.format('YYYY-MM-DD') > today}
            data-testid="draft-to"
          />
          <span className="draft-hint">{t('toHint')}</span>
        </div>
        {refusal ? <Alert type="error" content={refusal} data-testid="draft-refusal" /> : null}
      </>
    );
  };

  return (
    <Modal
      title={drafted ? t('resultTitle', { count: drafted.length }) : t('title')}
      visible={open}
      onCancel={close}
      maskClosable={false}
      unmountOnExit
      style={{ width: 820 }}
      data-testid="draft-dialog"
      footer={
        drafted ? (
          <Button type="primary" onClick={close} data-testid="draft-close">
            {t('close')}
          </Button>
        ) : (
          <>
            <Button onClick={close}>{t('cancel')}</Button>
            <Button type="primary" loading={saving} disabled={!kinds.length} onClick={() => void submit()} data-testid="draft-run">
              {t('run')}
            </Button>
          </>
        )
      }
    >
      {body()}
    </Modal>
  );
}
