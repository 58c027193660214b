import { Button, Card, Modal, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useSubmit } from '../../../components/form-dialog';
import { useAccess } from '../../../components/use-access';
import { confirmReturn, fetchReturns } from '../api';
import { useRefreshSales } from '../hooks';
import type { SalesReturn } from '../types';
import '../i18n';
import './sales.css';

/**
 * 退货管理: the goods the canteens refused at inspection, returned to this supplier with their reasons; the supplier
 * confirms each (a second confirmation is refused: 该退货已确认).
 */
export function SalesReturnPage() {
  const { t } = useTranslation('sales');
  const isSupplier = useAccess().kind === 'supplier';
  const list = useCrudList<SalesReturn>('salesReturn', fetchReturns);
  const refresh = useRefreshSales();
  const confirming = useSubmit((row: SalesReturn) => confirmReturn(row.id), { success: t('return.confirmed'), onSaved: refresh });
  const ask = (row: SalesReturn) =>
    Modal.confirm({
      title: t('return.confirm'),
      content: t('return.confirmAsk', { goods: row.goodsName }),
      onOk: () => confirming.submit(row).then(() => undefined),
    });

  return (
    <Card className="page-card" data-testid="sales-return-page">
      <CrudTable<SalesReturn>
        name="salesReturn"
        list={list}
        emptyText={t('return.empty')}
        searchFields={[
          {
            field: 'status',
            label: t('field.status'),
            control: (
              <Select
                allowClear
                placeholder={t('field.status')}
                style={{ width: 140 }}
                options={[0, 1].map((value) => ({ label: t(`return.status.${value}`), value: String(value) }))}
              />
            ),
          },
          { field: 'keyword', label: t('field.returnKeyword') },
        ]}
        columns={[
          { title: t('field.orderNo'), dataIndex: 'orderNo', width: 170 },
          { title: t('field.canteen'), dataIndex: 'canteenName', width: 170, ellipsis: true },
          { title: t('field.goods'), dataIndex: 'goodsName', width: 120 },
          { title: t('field.returnQty'), dataIndex: 'quantity', width: 110, align: 'right' },
          { title: t('field.reason'), dataIndex: 'reason', width: 200, ellipsis: true },
          {
            title: t('field.status'),
            dataIndex: 'status',
            width: 90,
            render: (value: number) => <Tag color={value === 0 ? 'orange' : 'green'}>{t(`return.status.${value}`)}</Tag>,
          },
          { title: t('field.returnTime'), dataIndex: 'createTime', width: 160 },
        ]}
        rowActions={(row) =>
          isSupplier && row.status === 0 ? (
            <Button
              type="text"
              size="mini"
              loading={confirming.pending?.[0]?.id === row.id}
              onClick={() => ask(row)}
              data-testid={`sales-return-confirm-${row.id}`}
            >
              {t('return.confirm')}
            </Button>
          ) : null
        }
      />
      <p className="sales-note">{t('return.quantityHint')}</p>
    </Card>
  );
}
