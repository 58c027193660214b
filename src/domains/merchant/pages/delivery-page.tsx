import { Card, DatePicker, Select, Space, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Space/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import { compact, CrudTable, useCrudList } from '../../../components/crud';
import { StatusPanel } from '../../../components/status-panel';
import { errorText } from '../../../lib/http';
import { formatYuan } from '../../../lib/money';
import { fetchDeliveries } from '../api';
import { flagsOf, formatTemp, type Flag } from '../components/format';
import { useSchoolField } from '../components/school-select';
import { useDeliverySummary } from '../hooks';
import { MERCHANT_LISTS } from '../queries';
import type { DeliveryRow, DeliverySummary } from '../types';
import '../components/merchant.css';
import '../i18n';

const ISSUES = ['any', 'late', 'coldChain', 'refused', 'partly', 'emergency'] as const;
const FLAG_COLOURS: Record<Flag, string> = { late: 'orange', coldChain: 'red', refused: 'red', partly: 'orange', emergency: 'purple' };
const COUNTS: (keyof DeliverySummary)[] = ['orders', 'late', 'coldChain', 'refused', 'partly', 'emergency'];

/**
 * 配送监管: the orders of the supervisor's reach by delivery date, each with its delivery (vehicle, driver, times),
 * lateness, the logger's readings over the cold-chain limit, emergency purchases with their reasons and the refused or
 * partly accepted lines with theirs; the counts of each finding above the list, for the same dates and school.
 */
export function DeliveryPage() {
  const { t } = useTranslation('merchant');
  const list = useCrudList<DeliveryRow>(MERCHANT_LISTS.deliveries, fetchDeliveries);
  const { issue: _issue, orderNo: _orderNo, ...counted } = list.filters;
  const summary = useDeliverySummary(compact(counted) as Record<string, string>);
  const schoolField = useSchoolField(t('filter.school'));
  const date = (field: 'startDate' | 'endDate') => ({
    field,
    label: t(`filter.${field}`),
    control: <DatePicker style={{ width: 140 }} aria-label={t(`filter.${field}`)} />,
  });
  return (
    <Card className="page-card" data-testid="merchant-deliveries-page">
      {summary.error ? (
        <StatusPanel
          kind="error"
          title={t('crud:loadFailed')}
          detail={errorText(summary.error, t('crud:loadFailed'))}
          actionLabel={t('common:retry')}
          onAction={() => void summary.mutate()}
          testId="merchant-delivery-counts-error"
          error={summary.error}
        />
      ) : (
        <div className="merchant-counts" data-testid="merchant-delivery-counts" aria-busy={summary.isLoading}>
          {COUNTS.map((count) => (
            <div key={count} className="merchant-count" data-testid={`merchant-count-${count}`}>
              <span>{count === 'orders' ? t('delivery.orders') : t(`issue.${count}`)}</span>
              <strong>{summary.data ? summary.data[count] : '—'}</strong>
            </div>
          ))}
        </div>
      )}
      <CrudTable<DeliveryRow>
        name={MERCHANT_LISTS.deliveries}
        list={list}
        emptyText={t('delivery.empty')}
        searchFields={[
          date('startDate'),
          date('endDate'),
          ...schoolField,
          {
            field: 'issue',
            label: t('filter.issue'),
            control: (
              <Select
                allowClear
                placeholder={t('filter.issue')}
                aria-label={t('filter.issue')}
                style={{ width: 140 }}
                options={ISSUES.map((issue) => ({ value: issue, label: t(`issue.${issue}`) }))}
              />
            ),
          },
          { field: 'orderNo', label: t('filter.orderNo') },
        ]}
        columns={[
          { title: t('delivery.orderNo'), dataIndex: 'orderNo', width: 170, render: (no: string) => <span className="merchant-nowrap">{no}</span> },
          { title: t('delivery.deliveryDate'), dataIndex: 'deliveryDate', width: 110 },
          {
            title: t('delivery.school'),
            dataIndex: 'schoolName',
            width: 200,
            render: (school: string, row) => (
              <>
                {school}
                <br />
                {row.canteenName}
              </>
            ),
          },
          { title: t('delivery.supplier'), dataIndex: 'supplierName', width: 180 },
          {
            title: t('delivery.status'),
            dataIndex: 'status',
            width: 130,
            render: (status: number, row) => (
              <>
                {t(`orderStatus.${status}`)}
                <br />
                {t(`deliveryStatus.${row.deliveryStatus ?? 'none'}`)}
              </>
            ),
          },
          {
            title: t('delivery.vehicle'),
            dataIndex: 'plate',
            width: 130,
            render: (plate: string | null, row) => (plate ? `${plate} / ${row.driverName ?? ''}` : '—'),
          },
          {
            title: t('delivery.times'),
            dataIndex: 'departTime',
            width: 170,
            render: (depart: string | null, row) => (
              <span className="merchant-nowrap">
                {depart ?? '—'}
                <br />
                {row.arriveTime ?? '—'}
              </span>
            ),
          },
          {
            title: t('delivery.late'),
            dataIndex: 'lateDays',
            width: 110,
            render: (days: number) => (days > 0 ? <Tag color="orange">{t('delivery.lateDays', { count: days })}</Tag> : t('delivery.onTime')),
          },
          {
            title: t('delivery.coldChain'),
            dataIndex: 'excursions',
            width: 220,
            render: (excursions: number, row) =>
              row.limit === null ? (
                t('delivery.noLimit')
              ) : excursions > 0 ? (
                <span>
                  <Tag color="red">{t('delivery.excursions', { count: excursions, warmest: formatTemp(row.warmest!), limit: formatTemp(row.limit) })}</Tag>
                  <Tag color={row.acknowledgedAlerts < excursions ? 'orange' : 'green'}>
                    {t('delivery.acknowledgedAlerts', { count: row.acknowledgedAlerts, total: excursions })}
                  </Tag>
                </span>
              ) : (
                t('delivery.readings', { count: row.readings })
              ),
          },
          {
            title: t('delivery.findings'),
            dataIndex: 'findings',
            width: 260,
            render: (_: unknown, row) => (
              <Space direction="vertical" size={4}>
                <Space wrap size={4}>
                  {flagsOf(row).map((flag) => (
                    <Tag key={flag} color={FLAG_COLOURS[flag]}>
                      {t(`issue.${flag}`)}
                    </Tag>
                  ))}
                </Space>
                {row.emergency ? <span>{t('delivery.emergencyReason', { reason: row.emergencyReason })}</span> : null}
                {row.findings.length ? (
                  <ul className="merchant-findings">
                    {row.findings.map((finding, index) => (
                      <li key={index}>
                        {t('delivery.finding', { goods: finding.goodsName, decision: t(`decision.${finding.decision}`), reason: finding.reason })}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </Space>
            ),
          },
          { title: t('delivery.amount'), dataIndex: 'totalAmount', width: 100, align: 'right', render: (fen: number) => formatYuan(fen) },
        ]}
      />
    </Card>
  );
}
