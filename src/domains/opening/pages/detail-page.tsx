import { Card, DatePicker, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList, type SearchField } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { useSchoolsAndCanteens } from '../../org';
import { fetchDetail } from '../api';
import { money } from '../components/money';
import { OPENING_PATHS } from '../paths';
import { OPENING_LIST } from '../queries';
import type { DetailRow } from '../types';
import '../opening.css';
import '../i18n';

const CARD_COLOURS: Record<number, string> = { 0: 'gray', 1: 'green', 2: 'orange', 3: 'arcoblue' };

/**
 * 开户明细: every account opened in the caller's reach, newest first — person, school, type, class, live card and its
 * state, opened at, balances — filtered and paged, and its .xlsx export (button `opening_export`).
 */
export function DetailPage() {
  const { t } = useTranslation('opening');
  const canExport = useCan('opening_export');
  const list = useCrudList<DetailRow>(OPENING_LIST, fetchDetail);
  const { schools } = useSchoolsAndCanteens();
  const pick = (field: string, options: { value: string; label: string }[], width = 120): SearchField => ({
    field,
    label: t(`filter.${field}`),
    control: <Select allowClear placeholder={t(`filter.${field}`)} aria-label={t(`filter.${field}`)} style={{ width }} options={options} />,
  });
  const month = (field: string): SearchField => ({
    field,
    label: t(`filter.${field}`),
    control: <DatePicker.MonthPicker style={{ width: 130 }} aria-label={t(`filter.${field}`)} />,
  });
  return (
    <Card className="page-card" data-testid="opening-detail-page">
      <CrudTable<DetailRow>
        name={OPENING_LIST}
        list={list}
        emptyText={t('detail.empty')}
        searchFields={[
          { field: 'name', label: t('filter.name') },
          { field: 'personnelNo', label: t('filter.personnelNo') },
          { field: 'cardNo', label: t('filter.cardNo') },
          { field: 'className', label: t('filter.className') },
          pick(
            'personnelType',
            [1, 2, 3].map((type) => ({ value: String(type), label: t(`type.${type}`) })),
          ),
          pick(
            'cardStatus',
            [1, 2, 3, 0].map((status) => ({ value: String(status), label: t(`cardStatus.${status}`) })),
          ),
          ...(schools.length > 1
            ? [
                pick(
                  'schoolId',
                  schools.map((school) => ({ value: school.id, label: school.name })),
                  200,
                ),
              ]
            : []),
          month('fromMonth'),
          month('toMonth'),
        ]}
        columns={[
          { title: t('field.personnelNo'), dataIndex: 'personnelNo', width: 110 },
          { title: t('field.name'), dataIndex: 'name', width: 100 },
          { title: t('field.type'), dataIndex: 'personnelType', width: 70, render: (type: number) => t(`type.${type}`) },
          { title: t('field.className'), dataIndex: 'className', width: 110 },
          { title: t('field.school'), dataIndex: 'schoolName', width: 160, ellipsis: true },
          { title: t('field.cardNo'), dataIndex: 'cardNo', width: 120, render: (cardNo: string) => cardNo || '—' },
          {
            title: t('field.cardStatus'),
            dataIndex: 'cardStatus',
            width: 90,
            render: (status: number) => <Tag color={CARD_COLOURS[status]}>{t(`cardStatus.${status}`)}</Tag>,
          },
          { title: t('field.status'), dataIndex: 'status', width: 80, render: (status: number) => t(`accountStatus.${status}`) },
          { title: t('field.openedAt'), dataIndex: 'openedAt', width: 160 },
          { title: t('field.cash'), dataIndex: 'cash', width: 110, align: 'right', render: money },
          { title: t('field.subsidy'), dataIndex: 'subsidy', width: 110, align: 'right', render: money },
        ]}
        exportFile={canExport ? { path: OPENING_PATHS.detailExport, fileName: '开户明细.xlsx', method: 'post' } : undefined}
      />
    </Card>
  );
}
