import { Button, Card, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { fetchStocktakes } from '../api';
import { CountDialog, OpenStocktakeDialog } from '../components/stocktake-dialogs';
import { formatQty } from '../format';
import { useBatches, useKeeper, useRefreshPurchase } from '../hooks';
import type { StocktakeRecord } from '../types';
import '../i18n';
import './purchase.css';

/**
 * 库存盘点: open a stock-take of some goods (their movements wait until it closes), count each batch, submit — each
 * difference a 盘盈 or 盘亏 movement in the counter's name — and the stock-takes so far.
 */
export function CheckPage() {
  const { t } = useTranslation('purchase');
  const keeper = useKeeper();
  const canCount = useCan('stock_check_add') && keeper;
  const refresh = useRefreshPurchase();
  const batches = useBatches();
  const names = new Map((batches.data ?? []).map((row) => [row.goodsCode, row.goodsName] as const));
  const unitOf = new Map((batches.data ?? []).map((row) => [row.goodsCode, row.baseUnit] as const));
  const list = useCrudList<StocktakeRecord>('purchase-check', fetchStocktakes);
  const [opening, setOpening] = useState(false);
  const [counting, setCounting] = useState<{ id: string; goodsCodes: string[] } | null>(null);
  return (
    <Card className="page-card" data-testid="purchase-check-page">
      <CrudTable<StocktakeRecord>
        name="purchase-check"
        list={list}
        emptyText={t('check.empty')}
        addLabel={t('check.open')}
        onAdd={canCount ? () => setOpening(true) : undefined}
        columns={[
          { title: t('field.createTime'), dataIndex: 'createTime', width: 160 },
          {
            title: t('check.goods'),
            dataIndex: 'goodsCodes',
            width: 220,
            render: (codes: string[]) => codes.map((code) => names.get(code) ?? code).join('、'),
          },
          {
            title: t('field.status'),
            dataIndex: 'status',
            width: 90,
            render: (status: number) => (
              <Tag size="small" color={status ? 'green' : 'orange'}>
                {t(`check.status.${status ? 1 : 0}`)}
              </Tag>
            ),
          },
          { title: t('field.counter'), dataIndex: 'counter', width: 100 },
          {
            title: t('check.difference'),
            dataIndex: 'change',
            width: 160,
            render: (change: number, row) =>
              row.status
                ? t('check.differences', { count: row.differences, change: change ? formatQty(change, unitOf.get(row.goodsCodes[0] ?? '') ?? 'g') : '0' })
                : '—',
          },
          { title: t('field.closeTime'), dataIndex: 'closeTime', width: 160 },
        ]}
        rowActions={(row) =>
          canCount && row.status === 0 ? (
            <Button type="text" size="mini" onClick={() => setCounting(row)} data-testid={`stocktake-count-open-${row.id}`}>
              {t('check.count')}
            </Button>
          ) : null
        }
      />
      <OpenStocktakeDialog
        visible={opening}
        onClose={() => setOpening(false)}
        onOpened={(take) => {
          setOpening(false);
          list.reveal(take);
          setCounting(take);
        }}
      />
      <CountDialog
        take={counting}
        onClose={() => setCounting(null)}
        onSaved={() => {
          setCounting(null);
          refresh();
        }}
      />
    </Card>
  );
}
