import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { StatusPanel } from '../../../components/status-panel';
import { fetchGoodsPage } from '../api';
import { Money } from '../components/common';
import { displayUnit } from '../format';
import { useKeeper } from '../hooks';
import type { Orderable } from '../types';
import '../i18n';
import './purchase.css';

type Row = Orderable & { id: string };

/**
 * 商品库: what the canteen may buy today — the award's goods of its bound suppliers, at the award's price, within the
 * supply period — read-only, by goods and supplier. The catalogue is a canteen's: other users are told so.
 */
export function GoodsPage() {
  const { t } = useTranslation('purchase');
  const keeper = useKeeper();
  const list = useCrudList<Row>(
    'purchase-goods',
    (query) => fetchGoodsPage(query).then((page) => ({ ...page, records: page.records.map((row) => ({ ...row, id: row.commodityId })) })),
    {},
    { enabled: keeper },
  );
  if (!keeper)
    return (
      <Card className="page-card" data-testid="purchase-goods-page">
        <StatusPanel kind="refused" title={t('goods.canteenOnly')} detail={t('goods.canteenOnlyDetail')} testId="goods-canteen-only" />
      </Card>
    );
  return (
    <Card className="page-card" data-testid="purchase-goods-page">
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
            width: 120,
            align: 'right',
            render: (fen: number, row) => (
              <span>
                <Money fen={fen} /> / {displayUnit(row.baseUnit)}
              </span>
            ),
          },
          { title: t('field.supplyPeriod'), dataIndex: 'validFrom', width: 200, render: (from: string, row) => `${from} ~ ${row.validTo}` },
        ]}
      />
    </Card>
  );
}
