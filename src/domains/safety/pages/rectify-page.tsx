import { Button, Card, Modal, Select, Space, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { notify } from '../../../lib/notify';
import { confirmHazard, fetchHazards, type Hazard } from '../api';
import { HazardView, RectifyDialog, ReturnDialog } from '../components/hazard-dialogs';
import { safetyKeys } from '../queries';
import '../i18n';

const STATUS_COLOR = { 0: 'orange', 1: 'arcoblue', 2: 'green' } as const;

/** 隐患整改: the hazards of the canteens of the caller's reach — the school's side rectifies, the inspecting unit confirms or returns. */
export function RectifyPage() {
  const { t } = useTranslation('safety');
  const canDecide = useCan('rectify_confirm');
  const { mutate } = useSWRConfig();
  const [rectifying, setRectifying] = useState<Hazard | null>(null);
  const [returning, setReturning] = useState<Hazard | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const list = useCrudList<Hazard>('safety-hazard', fetchHazards);
  const refresh = async () => {
    await list.list.mutate();
    await mutate(safetyKeys.family.matches);
  };

  const confirm = (hazard: Hazard) =>
    Modal.confirm({
      title: t('hazard.confirmTitle'),
      content: t('hazard.confirmContent', { description: hazard.description }),
      onOk: async () => {
        await confirmHazard(hazard);
        notify.success(t('crud:saved'));
        await refresh();
      },
    });

  return (
    <Card className="page-card" data-testid="rectify-page">
      <CrudTable<Hazard>
        name="hazard"
        list={list}
        searchFields={[
          {
            field: 'status',
            label: t('field.status'),
            control: (
              <Select
                allowClear
                placeholder={t('status.all')}
                style={{ width: 140 }}
                options={[0, 1, 2].map((status) => ({ label: t(`status.${status}`), value: String(status) }))}
              />
            ),
          },
          {
            field: 'overdue',
            label: t('field.overdue'),
            control: <Select allowClear placeholder={t('status.all')} style={{ width: 120 }} options={[{ label: t('hazard.overdue'), value: '1' }]} />,
          },
        ]}
        columns={[
          { title: t('field.canteen'), render: (_, row) => `${row.schoolName} / ${row.canteenName}`, width: 220 },
          { title: t('field.description'), dataIndex: 'description', ellipsis: true },
          { title: t('field.kind'), dataIndex: 'kind', width: 140, render: (kind: Hazard['kind']) => t(`kind.${kind}`) },
          {
            title: t('field.deadline'),
            dataIndex: 'deadline',
            width: 160,
            render: (deadline: string, row) => (
              <Space size={4}>
                {deadline}
                {row.overdue ? <Tag color="red">{t('hazard.overdue')}</Tag> : null}
              </Space>
            ),
          },
          { title: t('field.responsible'), dataIndex: 'responsible', width: 110 },
          {
            title: t('field.status'),
            dataIndex: 'status',
            width: 100,
            render: (status: Hazard['status']) => <Tag color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag>,
          },
        ]}
        onView={(row) => setViewing(row.id)}
        rowActions={(row) => (
          <>
            {row.canRectify ? (
              <Button type="text" size="mini" onClick={() => setRectifying(row)} data-testid={`hazard-rectify-${row.id}`}>
                {t('hazard.rectify')}
              </Button>
            ) : null}
            {canDecide && row.canDecide ? (
              <>
                <Button type="text" size="mini" onClick={() => confirm(row)} data-testid={`hazard-confirm-${row.id}`}>
                  {t('hazard.confirm')}
                </Button>
                <Button type="text" size="mini" status="danger" onClick={() => setReturning(row)} data-testid={`hazard-return-${row.id}`}>
                  {t('hazard.return')}
                </Button>
              </>
            ) : null}
          </>
        )}
      />
      <RectifyDialog
        hazard={rectifying}
        onClose={() => setRectifying(null)}
        onSaved={async () => {
          setRectifying(null);
          await refresh();
        }}
      />
      <ReturnDialog
        hazard={returning}
        onClose={() => setReturning(null)}
        onSaved={async () => {
          setReturning(null);
          await refresh();
        }}
      />
      <HazardView id={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
