import { Card, Tabs, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Tabs/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { StatusPanel } from '../../../components/status-panel';
import { fetchGoodsPage } from '../api';
import { Money } from '../components/common';
import { QuoteReview } from '../components/quote-review';
import { displayUnit } from '../format';
import { useKeeper } from '../hooks';
import type { Orderable } from '../types';
import '../i18n';
import './purchase.css';

type Row = Orderable & { id: string };

/**
 * 商品库: what the canteen may buy today — the award's goods of its bound suppliers, at the award's price, within the
 * supply period, and the goods outside the catalogues at a price the school approved (商品报价) — read-only, by goods
 * and supplier. The catalogue is a canteen's; the school and the other readers see the suppliers' quotes instead
 * (待审报价, where the school approves or rejects them: the link of its 待办提醒).
 */
export function GoodsPage() {
  const keeper = useKeeper();
  return (
    <Card className="page-card" data-testid="purchase-goods-page">
      {keeper ? <CatalogueList /> : <QuoteTabs />}
    </Card>
  );
}

function CatalogueList() {
  const { t } = useTranslation('purchase');
  const list = useCrudList<Row>('purchase-goods', (query) =>
    fetchGoodsPage(query).then((page) => ({ ...page, records: page.records.map((row) => ({ ...row, id: row.commodityId ?? `quote-${row.quoteId}` })) })),
  );
  return (
    <CrudTable<Row>
      name="purchase-goods"
      list={list}
      emptyText={t('goods.empty')}
      searchFields={[
        { field: 'goods', label: t('field.goods') },
        { field: 'supplierName', label: t('field.supplier') },
      ]}
      columns={[
        { title: t('field.goodsCode'), dataIndex: 'goodsCode', width: 90 },
        { title: t('field.goods'), dataIndex: 'goodsName', width: 140 },
        { title: t('field.storage'), dataIndex: 'storageClass', width: 80, render: (value: number) => t(`storage.${value}`) },
        { title: t('field.supplier'), dataIndex: 'supplierName', width: 200, ellipsis: true },
        {
          title: t('field.unitPrice'),
          dataIndex: 'unitPrice',
          width: 150,
          align: 'right',
          render: (fen: number, row) => (
            <span>
              {row.quoteId ? (
                <Tag size="small" color="arcoblue">
                  {t('quote.mark')}
                </Tag>
              ) : null}{' '}
              <Money fen={fen} /> / {displayUnit(row.baseUnit)}
            </span>
          ),
        },
        { title: t('field.supplyPeriod'), dataIndex: 'validFrom', width: 200, render: (from: string, row) => `${from} ~ ${row.validTo}` },
      ]}
    />
  );
}

function QuoteTabs() {
  const { t } = useTranslation('purchase');
  const [tab, setTab] = useState('quotes');
  return (
    <Tabs activeTab={tab} onChange={setTab} lazyload destroyOnHide>
      <Tabs.TabPane key="quotes" title={t('quote.tab')}>
        <QuoteReview />
      </Tabs.TabPane>
      <Tabs.TabPane key="catalogue" title={t('quote.catalogueTab')}>
        <StatusPanel kind="refused" title={t('goods.canteenOnly')} detail={t('goods.canteenOnlyDetail')} testId="goods-canteen-only" />
      </Tabs.TabPane>
    </Tabs>
  );
}
