import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { DeptTree } from '../../org';
import { fetchDeptCounts } from '../api';
import { MorningCheckCard } from '../components/morning-check-card';
import type { DeptCount } from '../types';
import '../i18n';
import './work-personnel.css';

const figure = (warn: boolean) => (value: number) => (
  <span style={warn && value > 0 ? { color: 'rgb(var(--red-6))', fontWeight: 600 } : undefined}>{value}</span>
);

/** 部门人员统计: the department tree beside the staff of each canteen under the chosen node. */
export function StatisticsPage() {
  const { t } = useTranslation('workPersonnel');
  const [dept, setDept] = useState<{ id: string; name: string }>();
  const list = useCrudList<DeptCount & { id: string }>(
    'work-personnel-count',
    async (query) => {
      const page = await fetchDeptCounts(query);
      return { ...page, records: page.records.map((row) => ({ ...row, id: row.deptId })) };
    },
    { deptId: dept?.id },
  );
  return (
    <Card className="page-card" data-testid="work-personnel-statistics">
      <div className="crud-split">
        <aside className="crud-side">
          <DeptTree selected={dept?.id} onSelect={(id, node) => setDept(id && node ? { id, name: node.title } : undefined)} />
        </aside>
        <div>
          <p className="crud-selected" data-testid="statistics-scope">
            {dept ? t('statistics.scope', { name: dept.name }) : t('statistics.allScope')}
          </p>
          <MorningCheckCard deptId={dept?.id} />
          <CrudTable<DeptCount & { id: string }>
            name="work-personnel-count"
            list={list}
            emptyText={t('statistics.empty')}
            searchFields={[{ field: 'deptName', label: t('statistics.search') }]}
            columns={[
              { title: t('statistics.deptName'), dataIndex: 'deptName', width: 180 },
              { title: t('statistics.schoolName'), dataIndex: 'schoolName', width: 180 },
              { title: t('statistics.total'), dataIndex: 'total', width: 80 },
              { title: t('statistics.onDuty'), dataIndex: 'onDuty', width: 80 },
              { title: t('statistics.offDuty'), dataIndex: 'offDuty', width: 80 },
              { title: t('statistics.certExpiring'), dataIndex: 'certExpiring', width: 130, render: figure(true) },
              { title: t('statistics.certExpired'), dataIndex: 'certExpired', width: 130, render: figure(true) },
            ]}
          />
        </div>
      </div>
    </Card>
  );
}
