import { Button, Card, DatePicker, Descriptions, Empty, Spin, Statistic, Table, Tag, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Statistic/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import '@arco-design/web-react/es/Typography/style/css';
import { IconLeft } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CrudTable, useCrudList } from '../../../components/crud';
import { StatusPanel } from '../../../components/status-panel';
import { fetchSuppliers } from '../api';
import { moneyText } from '../components/format';
import { PaperTag } from '../components/paper-tag';
import { useProfile } from '../hooks';
import { TRACE_LISTS } from '../queries';
import type { LicenseState, PaperState, Profile, SupplierRow } from '../types';
import '../components/trace.css';
import '../i18n';

/** One supplier's profile: company, papers, bound schools and their catalogues, its record over a period. */
function SupplierProfile({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('trace');
  const [period, setPeriod] = useState<Record<string, string>>({});
  const profile = useProfile(id, period);
  const back = (
    <Button icon={<IconLeft />} onClick={onBack} data-testid="trace-profile-back">
      {t('trace.back')}
    </Button>
  );
  if (profile.error)
    return (
      <Card className="page-card">
        {back}
        <StatusPanel
          kind="error"
          title={t('profile.failed')}
          error={profile.error}
          actionLabel={t('retry')}
          onAction={() => void profile.mutate()}
          testId="trace-profile-error"
        />
      </Card>
    );
  if (!profile.data) return <Spin block loading tip={t('loading')} style={{ minHeight: 200, display: 'block' }} />;
  const { company, qualifications, schools, figures, orders } = profile.data;
  const shown = profile.data.period;
  const figure = (key: keyof Profile['figures'], value: number | string) => (
    <Statistic key={key} title={t(`profile.figures.${key}`)} value={value} groupSeparator />
  );
  return (
    <Card className="page-card" data-testid="trace-profile">
      <div className="trace-toolbar">
        {back}
        <DatePicker.RangePicker
          aria-label={t('profile.period')}
          value={[shown.startDate, shown.endDate]}
          allowClear={false}
          onChange={(days: string[] | undefined) => setPeriod(days?.length === 2 ? { startDate: days[0]!, endDate: days[1]! } : {})}
        />
      </div>
      <Descriptions
        title={company.supplierName}
        column={{ xs: 1, md: 2, lg: 3 }}
        size="small"
        data={[
          { label: t('profile.creditCode'), value: company.creditCode || '—' },
          { label: t('profile.legalPerson'), value: company.legalPerson || '—' },
          { label: t('profile.contacts'), value: [company.contactsName, company.mobile].filter(Boolean).join(' ') || '—' },
          { label: t('profile.address'), value: company.address || '—' },
          { label: t('trace.licenseNo'), value: company.licenseNo || '—' },
          { label: t('trace.licenseExpiry'), value: company.licenseExpiry ?? '—' },
          { label: t('profile.businessScope'), value: company.businessScope || '—' },
          { label: t('profile.status'), value: t(`profile.statuses.${company.status}`) },
        ]}
      />
      <Typography.Title heading={6}>{t('profile.record', { from: shown.startDate, to: shown.endDate })}</Typography.Title>
      <div className="trace-figures" data-testid="trace-profile-figures">
        {figure('orders', figures.orders)}
        {figure('deliveries', figures.deliveries)}
        {figure('lateDeliveries', figures.lateDeliveries)}
        {figure('inspectedLines', figures.inspectedLines)}
        {figure('refusedLines', figures.refusedLines)}
        {figure('refusalRate', figures.refusalRate === null ? '—' : `${figures.refusalRate}%`)}
        {figure('acceptedAmount', moneyText(figures.acceptedAmount))}
        {figure('coldChainAlerts', figures.coldChainAlerts)}
        {figure('emergencyOrders', figures.emergencyOrders)}
      </div>
      <Typography.Title heading={6}>{t('profile.qualifications')}</Typography.Title>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        data={qualifications}
        noDataElement={<Empty description={t('paper.empty')} />}
        columns={[
          { title: t('paper.name'), dataIndex: 'name' },
          { title: t('paper.docNo'), dataIndex: 'docNo', render: (no: string) => no || '—' },
          { title: t('paper.expireDate'), dataIndex: 'expireDate', render: (day: string | null) => day ?? t('paper.longTerm') },
          { title: t('paper.state'), dataIndex: 'state', render: (state: PaperState) => <PaperTag state={state} /> },
        ]}
      />
      <Typography.Title heading={6}>{t('profile.schools')}</Typography.Title>
      {schools.length ? (
        schools.map((school) => (
          <section key={school.id} className="trace-step">
            <Typography.Text bold>
              {school.name}
              {school.validFrom || school.validTo ? ` · ${school.validFrom ?? '…'} ~ ${school.validTo ?? t('paper.longTerm')}` : ''}
            </Typography.Text>
            <Table
              rowKey={(row) => `${row.goodsCode}-${row.validFrom}`}
              size="small"
              pagination={false}
              data={school.catalogue}
              noDataElement={<Empty description={t('profile.noCatalogue')} />}
              columns={[
                { title: t('batch.goods'), dataIndex: 'goodsName' },
                { title: t('profile.price'), dataIndex: 'price', render: (price: number, row) => `${moneyText(price)}/${row.unit}` },
                { title: t('trace.validity'), dataIndex: 'validFrom', render: (from: string, row) => `${from} ~ ${row.validTo}` },
              ]}
            />
          </section>
        ))
      ) : (
        <Empty description={t('profile.noSchools')} />
      )}
      <Typography.Title heading={6}>{t('profile.orders')}</Typography.Title>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        data={orders}
        noDataElement={<Empty description={t('profile.noOrders')} />}
        columns={[
          { title: t('batch.orderNo'), dataIndex: 'orderNo' },
          { title: t('batch.canteen'), dataIndex: 'canteenName' },
          { title: t('trace.deliveryDate'), dataIndex: 'deliveryDate', render: (day: string, row) => `${day} ${row.meal ? t(`meal.${row.meal}`) : ''}` },
          { title: t('trace.orderStatus'), dataIndex: 'status', render: (status: number) => t(`orderStatus.${status}`) },
          { title: t('profile.amount'), dataIndex: 'totalAmount', render: (fen: number) => moneyText(fen) },
          {
            title: t('profile.findings'),
            dataIndex: 'alerts',
            render: (alerts: number, row) => (
              <>
                {alerts ? <Tag color="red">{t('profile.alerts', { count: alerts })}</Tag> : null}
                {row.refusedLines ? <Tag color="orange">{t('profile.refused', { count: row.refusedLines })}</Tag> : null}
                {!alerts && !row.refusedLines ? '—' : null}
              </>
            ),
          },
        ]}
      />
    </Card>
  );
}

/**
 * 供应商档案: the suppliers serving the caller's schools, and one's profile (`?id=`): company data, licence and
 * qualifications, the schools bound to it with their catalogues, and its orders, deliveries and acceptances over a
 * period — refusal rate, late deliveries, cold-chain alerts.
 */
export function SupplierPage() {
  const { t } = useTranslation('trace');
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const list = useCrudList<SupplierRow>(TRACE_LISTS.suppliers, fetchSuppliers, {}, { enabled: !id });
  if (id) return <SupplierProfile id={id} onBack={() => setParams({})} />;
  return (
    <Card className="page-card" data-testid="trace-suppliers-page">
      <CrudTable<SupplierRow>
        name={TRACE_LISTS.suppliers}
        list={list}
        emptyText={t('profile.empty')}
        searchFields={[{ field: 'keyword', label: t('filter.supplierName') }]}
        columns={[
          { title: t('batch.supplier'), dataIndex: 'supplierName', width: 220 },
          {
            title: t('profile.contacts'),
            dataIndex: 'contactsName',
            width: 160,
            render: (name: string, row) => [name, row.mobile].filter(Boolean).join(' ') || '—',
          },
          { title: t('profile.creditCode'), dataIndex: 'creditCode', width: 190, render: (code: string) => code || '—' },
          { title: t('profile.schools'), dataIndex: 'schools', width: 240, render: (schools: string[]) => schools.join(t('separator')) || '—' },
          { title: t('trace.licenseExpiry'), dataIndex: 'licenseState', width: 120, render: (state: LicenseState) => <PaperTag state={state} /> },
        ]}
        onView={(row) => setParams({ id: row.id })}
      />
    </Card>
  );
}
