import { Drawer, Empty, Spin, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Drawer/style/css';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../../../components/status-panel';
import { fetchCardInfo } from '../api';
import { systemPersonnelKeys } from '../queries';
import type { CardInfo } from '../types';
import { CardStatusTag } from './tags';
import '../i18n';

/** A person's cards: the live one and every cancelled one, with what replaced it. */
export function CardHistoryDrawer({ person, onClose }: { person: { id: string; name: string } | null; onClose: () => void }) {
  const { t } = useTranslation('systemPersonnel');
  const info = useSWR(person ? systemPersonnelKeys.cards(person.id) : null, () => fetchCardInfo(person!.id));
  return (
    <Drawer
      width={560}
      title={person ? `${person.name} · ${t('card.history')}` : ''}
      visible={person !== null}
      onCancel={onClose}
      footer={null}
      data-testid="card-history"
    >
      {info.error ? (
        <StatusPanel
          kind="error"
          title={t('crud:loadFailed')}
          actionLabel={t('common:retry')}
          onAction={() => void info.mutate()}
          testId="card-history-error"
          error={info.error}
        />
      ) : info.isLoading ? (
        <Spin />
      ) : (
        <Table<CardInfo['cards'][number]>
          rowKey={(row) => `${row.cardNo}-${row.createTime}`}
          pagination={false}
          data={info.data?.cards ?? []}
          noDataElement={<Empty description={t('card.empty')} />}
          columns={[
            { title: t('field.cardNo'), dataIndex: 'cardNo' },
            { title: t('field.cardStatus'), dataIndex: 'status', render: (status) => <CardStatusTag status={status} /> },
            { title: t('card.createTime'), dataIndex: 'createTime' },
            { title: t('card.updateTime'), dataIndex: 'updateTime' },
            { title: '', dataIndex: 'replacedBy', render: (cardNo: string | null) => (cardNo ? t('card.replacedBy', { cardNo }) : '') },
          ]}
        />
      )}
    </Drawer>
  );
}
