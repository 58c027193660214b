import { Button, Modal, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/use-can';
import { notify } from '../../../lib/notify';
import { yuan } from '../../system-personnel';
import { newRequestId, reverseConsumption } from '../api';
import { ManualDialog } from '../components/manual-dialog';
import { Money } from '../components/money';
import { TxnPage } from '../components/txn-page';
import { useRefreshConsume } from '../hooks';
import type { TxnRow } from '../types';

/**
 * 消费流水: every wallet transaction, newest first, with the balance it left; a consumption can be reversed (撤销消费)
 * once, and one can be entered by hand (手工扣费) where there is no device.
 */
export function DetailPage() {
  const { t } = useTranslation('consume');
  const canReverse = useCan('consume_reverse');
  const refresh = useRefreshConsume();
  const confirmReverse = (row: TxnRow) => {
    const requestId = newRequestId();
    Modal.confirm({
      title: t('reverse.title'),
      content: <span data-testid="reverse-confirm">{t('reverse.confirm', { name: row.name, amount: yuan(-row.amount), time: row.createTime })}</span>,
      okText: t('reverse.ok'),
      onOk: async () => {
        await reverseConsumption(row.id, requestId);
        notify.success(t('reverse.done'));
        refresh();
      },
    });
  };
  return (
    <TxnPage
      kind="detail"
      // the dialog shows its receipt once saved
      add={{ permission: 'consume_manual', label: t('manual.add'), testId: 'manual-add', dialog: (props) => <ManualDialog {...props} />, keepOpen: true }}
      columns={[
        {
          title: t('field.txnType'),
          dataIndex: 'txnType',
          width: 110,
          render: (type: string, row) => (
            <>
              {t(`txnType.${type}`)}
              {row.reversedBy ? (
                <Tag size="small" color="gray" style={{ marginLeft: 4 }}>
                  {t('reverse.reversed')}
                </Tag>
              ) : null}
            </>
          ),
        },
        { title: t('field.dinnerType'), dataIndex: 'dinnerType', width: 70, render: (type: number | null) => (type ? t(`dinnerType.${type}`) : '') },
        { title: t('field.amount'), dataIndex: 'amount', width: 100, align: 'right', render: (fen: number) => <Money fen={fen} signed /> },
        { title: t('field.balanceAfter'), dataIndex: 'balanceAfter', width: 110, align: 'right', render: (fen: number) => <Money fen={fen} /> },
        { title: t('field.deviceSn'), dataIndex: 'deviceSn', width: 100 },
      ]}
      rowActions={
        canReverse
          ? (row) =>
              row.txnType === 'CONSUME' && !row.reversedBy ? (
                <Button type="text" size="mini" status="warning" onClick={() => confirmReverse(row)} data-testid={`consume-reverse-${row.id}`}>
                  {t('reverse.action')}
                </Button>
              ) : null
          : undefined
      }
    />
  );
}
