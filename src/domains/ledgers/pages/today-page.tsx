import { Button, Card, DatePicker, Drawer, Progress, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Drawer/style/css';
import '@arco-design/web-react/es/Progress/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { fetchCompleteness } from '../api';
import { TodayCards } from '../components/today-cards';
import { useCanteenUser } from '../hooks';
import type { CanteenCompleteness } from '../types';
import '../i18n';
import './ledgers.css';

/**
 * 今日台账: a canteen's staff see what their canteen owes on a day (晨检 of the people on duty, a sample of every dish
 * cooked, …), computed from the other records; the school and the administrator see every canteen in reach, the least
 * complete first, and open one canteen's day.
 */
export function TodayPage() {
  const { t } = useTranslation('ledgers');
  const own = useCanteenUser();
  const [day, setDay] = useState('');
  return (
    <Card className="page-card" data-testid="ledger-today-page" title={t('today.title')}>
      {own ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <DatePicker value={day || undefined} onChange={(value) => setDay(value ?? '')} aria-label={t('today.day')} style={{ width: 160 }} />
          <TodayCards canteenId="" day={day} linked />
        </Space>
      ) : (
        <District />
      )}
    </Card>
  );
}

function District() {
  const { t } = useTranslation('ledgers');
  const list = useCrudList<CanteenCompleteness>('ledger-completeness', fetchCompleteness);
  const [open, setOpen] = useState<{ canteen: CanteenCompleteness; day: string } | null>(null);
  return (
    <>
      <CrudTable<CanteenCompleteness>
        name="ledger-completeness"
        list={list}
        emptyText={t('empty')}
        searchFields={[{ field: 'day', label: t('today.day'), control: <DatePicker style={{ width: 150 }} aria-label={t('today.day')} /> }]}
        columns={[
          { title: t('field.school'), dataIndex: 'schoolName', width: 160, ellipsis: true },
          { title: t('field.canteen'), dataIndex: 'canteenName', width: 160, ellipsis: true },
          {
            title: t('today.rate'),
            dataIndex: 'rate',
            width: 200,
            render: (rate: number | null, row) =>
              rate === null ? (
                <span className="ledger-hint">{t('today.nothingOwed')}</span>
              ) : (
                <Progress percent={rate} size="small" formatText={() => t('today.progress', { done: row.done, owed: row.owed })} />
              ),
          },
          {
            title: t('today.ledgerCounts'),
            dataIndex: 'ledgers',
            render: (ledgers: CanteenCompleteness['ledgers']) =>
              ledgers
                .filter((ledger) => ledger.owed > 0)
                .map((ledger) => `${t(`ledger-${ledger.code}:title`)} ${ledger.done}/${ledger.owed}`)
                .join('　'),
          },
        ]}
        rowActions={(row) => (
          <Button type="text" size="mini" onClick={() => setOpen({ canteen: row, day: list.filters.day ?? '' })}>
            {t('today.view')}
          </Button>
        )}
      />
      <Drawer
        width={760}
        visible={open !== null}
        title={open ? `${open.canteen.schoolName} · ${open.canteen.canteenName}` : ''}
        footer={null}
        onCancel={() => setOpen(null)}
        unmountOnExit
      >
        {open ? <TodayCards canteenId={open.canteen.canteenId} day={open.day} linked={false} /> : null}
      </Drawer>
    </>
  );
}
