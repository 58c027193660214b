import { Button, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useAccess } from '../../../components/use-access';
import { fetchAlertPage } from '../api';
import { useRefreshDelivery } from '../hooks';
import { periodOf } from '../logic';
import type { ColdChainAlert } from '../types';
import { AcknowledgeDialog } from './acknowledge-dialog';
import '../i18n';

/**
 * 冷链告警: each excursion of a delivery's readings over its limit — when it began and ended, the warmest reading —
 * kept live; the supplier acknowledges its open ones with a note. `?acknowledged=false` (the to-do's link) shows the open ones.
 */
export function AlertList() {
  const { t } = useTranslation('delivery');
  const isSupplier = useAccess().kind === 'supplier';
  const list = useCrudList<ColdChainAlert>('coldChainAlert', fetchAlertPage, {}, { refreshInterval: 30_000 });
  const refresh = useRefreshDelivery();
  const [acknowledging, setAcknowledging] = useState<ColdChainAlert | null>(null);
  return (
    <>
      <CrudTable<ColdChainAlert>
        name="coldChainAlert"
        list={list}
        emptyText={t('alert.empty')}
        searchFields={[
          {
            field: 'acknowledged',
            label: t('alert.state'),
            control: (
              <Select
                allowClear
                placeholder={t('alert.state')}
                style={{ width: 140 }}
                options={[
                  { label: t('alert.open'), value: 'false' },
                  { label: t('alert.acknowledged'), value: 'true' },
                ]}
              />
            ),
          },
          { field: 'orderNo', label: t('field.orderNo') },
          { field: 'plate', label: t('field.plate') },
        ]}
        columns={[
          { title: t('field.orderNo'), dataIndex: 'orderNo', width: 170 },
          { title: t('field.canteen'), dataIndex: 'canteenName', width: 150, ellipsis: true },
          { title: t('field.plate'), dataIndex: 'plate', width: 110 },
          { title: t('field.limit'), dataIndex: 'limit', width: 100, render: (value: number) => `≤ ${value} °C` },
          {
            title: t('alert.warmest'),
            dataIndex: 'warmest',
            width: 100,
            render: (value: number) => <span className="delivery-over">{`${value.toFixed(1)} °C`}</span>,
          },
          { title: t('alert.readings'), dataIndex: 'readings', width: 90, align: 'right' },
          { title: t('alert.period'), dataIndex: 'firstTime', width: 300, render: (_: string, row) => periodOf(row) },
          {
            title: t('alert.state'),
            dataIndex: 'acknowledged',
            width: 240,
            render: (acknowledged: boolean, row) =>
              acknowledged ? (
                <span>
                  <Tag color="green">{t('alert.acknowledged')}</Tag> {`${row.ackName ?? ''} · ${row.ackTime ?? ''}`}
                  <div className="delivery-note">{row.ackNote}</div>
                </span>
              ) : (
                <Tag color="red">{t('alert.open')}</Tag>
              ),
          },
        ]}
        rowActions={(row) =>
          isSupplier && !row.acknowledged ? (
            <Button type="text" size="mini" onClick={() => setAcknowledging(row)} data-testid={`cold-chain-acknowledge-${row.id}`}>
              {t('alert.acknowledge')}
            </Button>
          ) : null
        }
      />
      <AcknowledgeDialog
        alert={acknowledging}
        onClose={() => setAcknowledging(null)}
        onSaved={() => {
          setAcknowledging(null);
          refresh();
        }}
      />
    </>
  );
}
