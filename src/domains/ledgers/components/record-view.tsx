import { Descriptions, Image, Modal, Space, Spin, Table, Tag, Timeline } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Image/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Timeline/style/css';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { LedgerDefinition } from '../../../../contract/ledgers';
import { StatusPanel } from '../../../components/status-panel';
import { formatQty } from '../../purchase';
import { fetchLedgerDetail } from '../api';
import { ledgerKeys } from '../queries';
import type { LedgerRecord } from '../types';
import { fieldValue } from './field-value';
import { StateTag } from './state-tag';

/** A record's details: every field, its photos, the batches it was made from, and its chain of corrections. */
export function RecordView({ definition, id, onClose }: { definition: LedgerDefinition; id: string | null; onClose: () => void }) {
  const { t } = useTranslation([`ledger-${definition.code}`, 'ledgers']);
  const detail = useSWR(id ? ledgerKeys.detail(definition.code, id) : null, () => fetchLedgerDetail(definition.code, id!));
  const record = detail.data;
  const described = (row: LedgerRecord) => [
    { label: t('ledgers:field.recordDate'), value: row.recordDate },
    { label: t('ledgers:field.canteen'), value: `${row.schoolName} · ${row.canteenName}` },
    ...definition.fields
      .filter((field) => field.kind !== 'issues')
      .map((field) => ({ label: t(`fields.${field.name}`), value: fieldValue(t, field, row) || '—' })),
    { label: t('ledgers:field.state'), value: <StateTag state={row.state} /> },
    { label: t('ledgers:field.createUser'), value: `${row.createUserName || '—'} · ${row.createTime}` },
    ...(row.correctionReason ? [{ label: t('ledgers:field.correctionReason'), value: row.correctionReason }] : []),
  ];
  return (
    <Modal
      title={t('ledgers:dialog.view', { title: t(`ledger-${definition.code}:title`) })}
      visible={id !== null}
      onCancel={onClose}
      footer={null}
      style={{ width: 760 }}
      data-testid="ledger-view"
    >
      {detail.error ? (
        <StatusPanel kind="error" title={t('ledgers:loadFailed')} actionLabel={t('common:retry')} onAction={() => void detail.mutate()} error={detail.error} />
      ) : !record ? (
        <Spin />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={2} border data={described(record)} />
          {record.photos.length ? (
            <Image.PreviewGroup>
              <Space wrap>
                {record.photos.map((photo) => (
                  <Image key={photo.id} src={photo.link} width={96} height={96} alt={photo.name} />
                ))}
              </Space>
            </Image.PreviewGroup>
          ) : null}
          {definition.fields.some((field) => field.kind === 'issues') ? (
            <Table
              rowKey="movementId"
              size="small"
              pagination={false}
              noDataElement={t('ledgers:issues.empty')}
              data={record.issues}
              columns={[
                { title: t('ledgers:issues.title'), dataIndex: 'goodsName' },
                { title: t('ledgers:issues.supplier'), dataIndex: 'supplierName' },
                { title: '', dataIndex: 'quantity', render: (quantity: number, row) => formatQty(quantity, row.baseUnit) },
                { title: t('ledgers:issues.time'), dataIndex: 'issueTime' },
              ]}
            />
          ) : null}
          {record.chain.length ? (
            <div>
              <h4>{t('ledgers:chain.title')}</h4>
              <Timeline>
                {record.chain.map((row) => (
                  <Timeline.Item key={row.id} label={row.updateTime}>
                    <StateTag state={row.state} /> {row.createUserName} · {row.createTime}
                    {row.id === record.id ? (
                      <Tag size="small" style={{ marginLeft: 8 }}>
                        {t('ledgers:chain.this')}
                      </Tag>
                    ) : null}
                    {row.correctionReason ? <div className="ledger-hint">{row.correctionReason}</div> : null}
                  </Timeline.Item>
                ))}
              </Timeline>
            </div>
          ) : null}
        </Space>
      )}
    </Modal>
  );
}
