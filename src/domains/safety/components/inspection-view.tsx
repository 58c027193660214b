import { Descriptions, Modal, Spin, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { StatusPanel } from '../../../components/status-panel';
import { fetchInspection, type InspectionDetail } from '../api';
import { safetyKeys } from '../queries';
import { PhotoList } from './photos-field';

const RESULT_COLOR = { 1: 'green', 2: 'red', 3: 'gray' } as const;

/** One inspection as recorded: where, by whom, the checklist's version and each item's result. */
export function InspectionView({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('safety');
  const detail = useSWR(id ? safetyKeys.inspection(id) : null, () => fetchInspection(id!));
  const inspection = detail.data;
  return (
    <Modal title={t('inspection.view')} visible={id !== null} onCancel={onClose} footer={null} style={{ width: 900 }} unmountOnExit>
      {detail.error ? (
        <StatusPanel kind="error" title={t('crud:loadFailed')} actionLabel={t('common:retry')} onAction={() => void detail.mutate()} error={detail.error} />
      ) : !inspection ? (
        <Spin style={{ display: 'block', margin: '40px auto' }} />
      ) : (
        <div data-testid="inspection-view">
          <Descriptions
            column={2}
            data={[
              { label: t('field.canteen'), value: `${inspection.schoolName} / ${inspection.canteenName}` },
              { label: t('field.kind'), value: t(`kind.${inspection.kind}`) },
              { label: t('field.template'), value: `${inspection.templateName}（${t('template.versionOf', { version: inspection.templateVersion })}）` },
              { label: t('field.inspectDate'), value: inspection.inspectDate },
              { label: t('field.inspectDept'), value: `${inspection.inspectDeptName} ${inspection.inspectorName}` },
              { label: t('field.summary'), value: inspection.summary || '—' },
            ]}
          />
          <Table<InspectionDetail['items'][number]>
            rowKey="seq"
            size="small"
            border
            pagination={false}
            data={inspection.items}
            columns={[
              { title: t('field.area'), dataIndex: 'area', width: 100 },
              { title: t('field.content'), dataIndex: 'content' },
              {
                title: t('field.result'),
                dataIndex: 'result',
                width: 100,
                render: (result: 1 | 2 | 3) => <Tag color={RESULT_COLOR[result]}>{t(`result.${result}`)}</Tag>,
              },
              { title: t('field.note'), dataIndex: 'note', width: 180 },
              { title: t('field.photos'), width: 160, render: (_, item) => (item.photos.length ? <PhotoList photos={item.photos} /> : null) },
            ]}
          />
        </div>
      )}
    </Modal>
  );
}
