import { Card, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import { DEPT_CATEGORY } from '../../../../contract/org';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useDeptTree, type DeptNode } from '../../org';
import { fetchSchoolOverview, type CertState, type SchoolOverview } from '../api';
import { SCHOOL_LIST } from '../queries';
import '../i18n';
import '../schools.css';

const CERT_COLOR: Record<CertState, string> = { 0: 'gray', 1: 'green', 2: 'orange', 3: 'red' };

/** The units schools sit under (agencies of the tenant's tree), for the 所属单位 filter. */
function agencies(nodes: DeptNode[], found: { label: string; value: string }[] = []) {
  for (const node of nodes) {
    if (node.deptCategory === DEPT_CATEGORY.agency) found.push({ label: node.title, value: node.id });
    agencies(node.children, found);
  }
  return found;
}

/** 学校一览: every school of the caller's reach with its canteens, diners, devices, today's meals and certificates. */
export function SchoolListPage() {
  const { t } = useTranslation('schools');
  const tree = useDeptTree(true);
  const list = useCrudList<SchoolOverview>(SCHOOL_LIST, fetchSchoolOverview);
  return (
    <Card className="page-card" data-testid="school-list-page">
      <CrudTable<SchoolOverview>
        name="school-list"
        list={list}
        searchFields={[
          { field: 'schoolName', label: t('field.schoolName') },
          {
            field: 'districtId',
            label: t('field.district'),
            control: (
              <Select allowClear showSearch placeholder={t('all')} style={{ width: 180 }} loading={tree.isLoading} options={agencies(tree.data ?? [])} />
            ),
          },
          {
            field: 'certState',
            label: t('field.certState'),
            control: (
              <Select
                allowClear
                placeholder={t('all')}
                style={{ width: 140 }}
                options={[3, 2, 1, 0].map((value) => ({ label: t(`cert.${value}`), value: String(value) }))}
              />
            ),
          },
        ]}
        columns={[
          { title: t('field.schoolName'), dataIndex: 'schoolName' },
          { title: t('field.district'), dataIndex: 'districtName', width: 150 },
          { title: t('field.canteens'), dataIndex: 'canteens', width: 80, align: 'right' },
          { title: t('field.diners'), dataIndex: 'diners', width: 90, align: 'right' },
          {
            title: t('field.devices'),
            dataIndex: 'devicesOnline',
            width: 110,
            align: 'right',
            render: (_: number, row: SchoolOverview) => t('devicesOf', { online: row.devicesOnline, total: row.devices }),
          },
          { title: t('field.mealsToday'), dataIndex: 'mealsToday', width: 110, align: 'right' },
          {
            title: t('field.certState'),
            dataIndex: 'certState',
            width: 170,
            render: (state: CertState, row: SchoolOverview) => (
              <span>
                <Tag color={CERT_COLOR[state]}>{t(`cert.${state}`)}</Tag>
                {row.certExpired || row.certExpiring ? (
                  <span className="school-cert-counts">{t('certCounts', { expired: row.certExpired, expiring: row.certExpiring })}</span>
                ) : null}
              </span>
            ),
          },
          { title: t('field.contact'), dataIndex: 'realName', width: 100 },
        ]}
      />
    </Card>
  );
}
