import { Badge, Button, Card, Select, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Badge/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tabs/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useAddress } from '../../../components/crud/url-filters';
import { fetchDeliveries } from '../api';
import { AlertList } from '../components/alert-list';
import { DeliveryDrawer } from '../components/delivery-drawer';
import { DeliveryStatusTag } from '../components/tags';
import { useRefreshDelivery } from '../hooks';
import { outOfRange } from '../logic';
import type { DeliveryRow } from '../types';
import '../i18n';
import './delivery.css';

/**
 * 冷链温控: each delivery's cold-chain limit, reading count, readings out of range (highlighted) and latest reading,
 * kept live; a delivery's readings in full, and a reading entered by hand while it is on the road. Its second tab,
 * 冷链告警, lists the excursions (opened first when the address asks for some: `?acknowledged=`).
 */
export function ColdChainPage() {
  const { t } = useTranslation('delivery');
  const address = useAddress();
  const [tab, setTab] = useState(() => (new URLSearchParams(address?.search ?? '').has('acknowledged') ? 'alerts' : 'readings'));
  return (
    <Card className="page-card" data-testid="cold-chain-page">
      <Tabs activeTab={tab} onChange={setTab} destroyOnHide>
        <Tabs.TabPane key="readings" title={t('alert.readingsTab')}>
          <ReadingList />
        </Tabs.TabPane>
        <Tabs.TabPane key="alerts" title={t('alert.tab')}>
          <AlertList />
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}

function ReadingList() {
  const { t } = useTranslation('delivery');
  const list = useCrudList<DeliveryRow>('coldChain', fetchDeliveries, {}, { refreshInterval: 30_000 });
  const refresh = useRefreshDelivery();
  const [viewing, setViewing] = useState<DeliveryRow>();
  return (
    <>
      <CrudTable<DeliveryRow>
        name="coldChain"
        list={list}
        emptyText={t('order.empty')}
        searchFields={[
          {
            field: 'status',
            label: t('field.status'),
            control: (
              <Select
                allowClear
                placeholder={t('field.status')}
                style={{ width: 140 }}
                options={[1, 2, 3].map((value) => ({ label: t(`status.${value}`), value: String(value) }))}
              />
            ),
          },
          { field: 'orderNo', label: t('field.orderNo') },
          { field: 'plate', label: t('field.plate') },
        ]}
        columns={[
          { title: t('field.orderNo'), dataIndex: 'orderNo', width: 170 },
          { title: t('field.canteen'), dataIndex: 'canteenName', width: 160, ellipsis: true },
          { title: t('field.plate'), dataIndex: 'plate', width: 110 },
          { title: t('field.status'), dataIndex: 'status', width: 100, render: (value: number) => <DeliveryStatusTag status={value} /> },
          { title: t('field.limit'), dataIndex: 'limit', width: 120, render: (value: number | null) => (value === null ? t('ambient') : `≤ ${value} °C`) },
          { title: t('field.readings'), dataIndex: 'readingCount', width: 90, align: 'right' },
          {
            title: t('field.outOfRange'),
            dataIndex: 'outOfRange',
            width: 90,
            align: 'right',
            render: (value: number) => <span className={value ? 'delivery-over' : undefined}>{value}</span>,
          },
          {
            title: t('alert.tab'),
            dataIndex: 'alerts',
            width: 110,
            align: 'right',
            render: (value: number, row) =>
              value ? (
                <Badge count={row.openAlerts} dot={false} offset={[10, 0]}>
                  <span className="delivery-over">{t('alert.count', { count: value })}</span>
                </Badge>
              ) : (
                0
              ),
          },
          {
            title: t('field.latest'),
            dataIndex: 'latestTemperature',
            width: 180,
            render: (value: number | null, row) =>
              value === null ? (
                '—'
              ) : (
                <span className={outOfRange(value, row.limit) ? 'delivery-over' : undefined}>{`${value.toFixed(1)} °C · ${row.latestReadTime}`}</span>
              ),
          },
        ]}
        rowActions={(row) => (
          <Button type="text" size="mini" onClick={() => setViewing(row)} data-testid={`cold-chain-readings-${row.id}`}>
            {t('field.readings')}
          </Button>
        )}
      />
      <DeliveryDrawer row={viewing} onClose={() => setViewing(undefined)} onChanged={refresh} />
    </>
  );
}
