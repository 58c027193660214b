import { Button, Card, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { fetchInspections, type Inspection } from '../api';
import { InspectionDialog } from '../components/inspection-dialog';
import { InspectionView } from '../components/inspection-view';
import { TemplateDrawer } from '../components/template-drawer';
import '../i18n';

const KIND_COLOR = { 1: 'arcoblue', 2: 'purple', 3: 'orangered' } as const;

/** 日常检查: the inspections of the canteens of the caller's reach; inspectors record new ones, the bureau keeps the checklists. */
export function InspectionPage() {
  const { t } = useTranslation('safety');
  const canAdd = useCan('inspection_add');
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [templates, setTemplates] = useState(false);
  const list = useCrudList<Inspection>('safety-inspection', fetchInspections);
  return (
    <Card className="page-card" data-testid="inspection-page">
      <CrudTable<Inspection>
        name="inspection"
        list={list}
        searchFields={[
          {
            field: 'kind',
            label: t('field.kind'),
            control: (
              <Select
                allowClear
                placeholder={t('kind.all')}
                style={{ width: 180 }}
                options={[1, 2, 3].map((kind) => ({ label: t(`kind.${kind}`), value: String(kind) }))}
              />
            ),
          },
        ]}
        columns={[
          { title: t('field.inspectDate'), dataIndex: 'inspectDate', width: 120 },
          { title: t('field.canteen'), render: (_, row) => `${row.schoolName} / ${row.canteenName}` },
          {
            title: t('field.kind'),
            dataIndex: 'kind',
            width: 150,
            render: (kind: Inspection['kind']) => <Tag color={KIND_COLOR[kind]}>{t(`kind.${kind}`)}</Tag>,
          },
          { title: t('field.template'), render: (_, row) => `${row.templateName}（${t('template.versionOf', { version: row.templateVersion })}）` },
          { title: t('field.items'), dataIndex: 'itemCount', width: 80 },
          { title: t('field.fails'), dataIndex: 'failCount', width: 80, render: (count: number) => (count ? <Tag color="red">{count}</Tag> : 0) },
          { title: t('field.open'), dataIndex: 'openCount', width: 100 },
          { title: t('field.inspector'), render: (_, row) => `${row.inspectDeptName} ${row.inspectorName}`, width: 200 },
        ]}
        onAdd={canAdd ? () => setAdding(true) : undefined}
        addLabel={t('inspection.add')}
        onView={(row) => setViewing(row.id)}
        toolbar={
          <Button onClick={() => setTemplates(true)} data-testid="inspection-templates">
            {t('template.open')}
          </Button>
        }
      />
      <InspectionDialog
        visible={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          void list.list.mutate();
        }}
      />
      <InspectionView id={viewing} onClose={() => setViewing(null)} />
      <TemplateDrawer visible={templates} onClose={() => setTemplates(false)} />
    </Card>
  );
}
