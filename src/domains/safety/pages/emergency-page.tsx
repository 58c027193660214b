import { Card, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SAFETY_PLAN_KEEPERS } from '../../../../contract/roles';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useAccess } from '../../../components/use-access';
import { fetchPlans, type Plan } from '../api';
import { PLAN_KINDS, PlanDialog, PlanView } from '../components/plan-dialogs';
import '../i18n';

/** 应急预案: the schools' emergency plans and their drills; the school's side keeps them, the supervisors read. */
export function EmergencyPage() {
  const { t } = useTranslation('safety');
  const keeper = useAccess().canOpen({ roles: SAFETY_PLAN_KEEPERS });
  const list = useCrudList<Plan>('safety-plan', fetchPlans);
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ plan?: Plan } | null>(null);
  const refresh = () => void list.list.mutate();
  return (
    <Card className="page-card" data-testid="emergency-page">
      <CrudTable<Plan>
        name="plan"
        list={list}
        addLabel={t('plan.add')}
        searchFields={[
          {
            field: 'kind',
            label: t('plan.kind'),
            control: (
              <Select
                allowClear
                placeholder={t('article.all')}
                style={{ width: 140 }}
                options={PLAN_KINDS.map((value) => ({ label: t(`plan.kinds.${value}`), value: String(value) }))}
              />
            ),
          },
        ]}
        columns={[
          { title: t('plan.title'), dataIndex: 'title', ellipsis: true },
          { title: t('plan.kind'), dataIndex: 'kind', width: 120, render: (value: Plan['kind']) => <Tag color="orangered">{t(`plan.kinds.${value}`)}</Tag> },
          { title: t('plan.school'), dataIndex: 'schoolName', width: 160 },
          { title: t('plan.drillCount'), dataIndex: 'drillCount', width: 100 },
          { title: t('plan.lastDrill'), dataIndex: 'lastDrill', width: 120, render: (value: string | null) => value ?? t('plan.never') },
          { title: t('article.updateTime'), dataIndex: 'updateTime', width: 170 },
        ]}
        onAdd={keeper ? () => setEditing({}) : undefined}
        onView={(row) => setViewing(row.id)}
        onEdit={keeper ? (row) => setEditing({ plan: row }) : undefined}
      />
      <PlanView id={viewing} onClose={() => setViewing(null)} onChanged={refresh} />
      <PlanDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
    </Card>
  );
}
