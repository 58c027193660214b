import { Button, Card, DatePicker, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList, type SearchField } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { fetchAlerts } from '../api';
import { AckDialog } from '../components/ack-dialog';
import { useKitchenCanteens, useRefreshKitchen } from '../hooks';
import { KITCHEN_LISTS } from '../queries';
import { VIOLATIONS, type KitchenAlert } from '../types';
import '../i18n';

/** 吸烟 and 鼠患 in red (their acknowledgement needs a note), the others in orange. */
const typeColour = (alert: KitchenAlert) => (alert.noteRequired ? 'red' : 'orangered');

/**
 * 明厨亮灶告警: the kitchen cameras' alerts of the caller's canteens, newest first — a canteen its own, a school its
 * canteens', a supervisor its reach's — each with its camera, time, kind and whether the canteen has handled it; the
 * canteen handles (处理) its own with a note, required for 吸烟 and 鼠患.
 */
export function KitchenAlertPage() {
  const { t } = useTranslation('kitchen');
  const canAck = useCan('kitchen_alert_ack');
  const canteens = useKitchenCanteens();
  const refresh = useRefreshKitchen();
  const list = useCrudList<KitchenAlert>(KITCHEN_LISTS.alerts, fetchAlerts);
  const [acking, setAcking] = useState<KitchenAlert | null>(null);
  const select = (field: string, label: string, options: { value: string; label: string }[], width = 140): SearchField => ({
    field,
    label,
    control: <Select allowClear placeholder={t('filter.all')} aria-label={label} style={{ width }} options={options} />,
  });
  const date = (field: 'startDate' | 'endDate'): SearchField => ({
    field,
    label: t(`filter.${field}`),
    control: <DatePicker style={{ width: 140 }} aria-label={t(`filter.${field}`)} />,
  });
  const several = (canteens.data?.length ?? 0) > 1;
  return (
    <Card className="page-card" data-testid="kitchen-alert-page">
      <CrudTable<KitchenAlert>
        name={KITCHEN_LISTS.alerts}
        list={list}
        emptyText={t('empty')}
        searchFields={[
          ...(several
            ? [
                select(
                  'canteenId',
                  t('field.canteen'),
                  canteens.data!.map((canteen) => ({ value: canteen.id, label: canteen.name })),
                  200,
                ),
              ]
            : []),
          select(
            'type',
            t('field.type'),
            VIOLATIONS.map((type) => ({ value: type, label: t(`type.${type}`) })),
          ),
          select('state', t('field.state'), [
            { value: '0', label: t('state.open') },
            { value: '1', label: t('state.handled') },
          ]),
          date('startDate'),
          date('endDate'),
        ]}
        rowActions={
          canAck
            ? (row) =>
                row.handled ? null : (
                  <Button type="text" size="mini" onClick={() => setAcking(row)} data-testid={`kitchen-ack-${row.id}`}>
                    {t('ack.action')}
                  </Button>
                )
            : undefined
        }
        columns={[
          { title: t('field.detectedAt'), dataIndex: 'detectedAt', width: 170 },
          ...(several ? [{ title: t('field.canteen'), dataIndex: 'canteenName', width: 170, ellipsis: true }] : []),
          { title: t('field.camera'), dataIndex: 'cameraName', width: 130 },
          {
            title: t('field.type'),
            dataIndex: 'type',
            width: 120,
            render: (type: KitchenAlert['type'], row: KitchenAlert) => <Tag color={typeColour(row)}>{t(`type.${type}`)}</Tag>,
          },
          {
            title: t('field.state'),
            dataIndex: 'state',
            width: 100,
            render: (state: KitchenAlert['state']) => <Tag color={state === 'handled' ? 'green' : 'orange'}>{t(`state.${state}`)}</Tag>,
          },
          { title: t('field.ackName'), dataIndex: 'ackName', width: 100, render: (name: string | null) => name || '—' },
          { title: t('field.ackTime'), dataIndex: 'ackTime', width: 170, render: (time: string | null) => time || '—' },
          { title: t('field.ackNote'), dataIndex: 'ackNote', ellipsis: true, render: (note: string | null) => note || '—' },
        ]}
      />
      <AckDialog
        alert={acking}
        onClose={() => setAcking(null)}
        onSaved={() => {
          setAcking(null);
          refresh();
        }}
      />
    </Card>
  );
}
