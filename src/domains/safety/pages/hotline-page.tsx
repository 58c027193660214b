import { Button, Card, Select, Space, Statistic, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Statistic/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { IconPhone } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SAFETY_KEEPERS } from '../../../../contract/roles';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useAccess } from '../../../components/use-access';
import { useServiceNumber } from '../../portal';
import { fetchCalls, type Call } from '../api';
import { CallDialog, HandleDialog } from '../components/call-dialogs';
import '../i18n';

const KIND_COLOR = { 1: 'arcoblue', 2: 'red', 3: 'orange' } as const;

/** 服务热线: the service number of the caller's unit and the line's call log; the bureau records and handles calls. */
export function HotlinePage() {
  const { t } = useTranslation('safety');
  const number = useServiceNumber();
  // the bureau records and handles the calls (policy `safety.calls`; the server checks it again)
  const keeper = useAccess().canOpen({ roles: SAFETY_KEEPERS });
  const [adding, setAdding] = useState(false);
  const [handling, setHandling] = useState<Call | null>(null);
  const list = useCrudList<Call>('safety-call', fetchCalls);
  const saved = () => void list.list.mutate();
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="hotline-page">
      <Card className="page-card">
        <Statistic title={t('call.number')} value={number.data || t('call.noNumber')} prefix={<IconPhone />} groupSeparator={false} />
      </Card>
      <Card className="page-card" title={t('call.log')}>
        <CrudTable<Call>
          name="call"
          list={list}
          addLabel={t('call.add')}
          searchFields={[
            {
              field: 'status',
              label: t('call.field.status'),
              control: (
                <Select
                  allowClear
                  placeholder={t('status.all')}
                  style={{ width: 120 }}
                  options={[0, 1].map((value) => ({ label: t(`call.status.${value}`), value: String(value) }))}
                />
              ),
            },
            {
              field: 'kind',
              label: t('call.field.kind'),
              control: (
                <Select
                  allowClear
                  placeholder={t('kind.all')}
                  style={{ width: 120 }}
                  options={[1, 2, 3].map((value) => ({ label: t(`call.kind.${value}`), value: String(value) }))}
                />
              ),
            },
          ]}
          columns={[
            { title: t('call.field.time'), dataIndex: 'callTime', width: 170 },
            { title: t('call.field.caller'), render: (_, row) => `${row.caller} ${row.phone}`, width: 180 },
            {
              title: t('call.field.kind'),
              dataIndex: 'kind',
              width: 90,
              render: (kind: Call['kind']) => <Tag color={KIND_COLOR[kind]}>{t(`call.kind.${kind}`)}</Tag>,
            },
            { title: t('call.field.school'), dataIndex: 'schoolName', width: 160, render: (name: string) => name || t('call.district') },
            { title: t('call.field.content'), dataIndex: 'content', ellipsis: true },
            { title: t('call.field.status'), dataIndex: 'status', width: 90, render: (status: Call['status']) => t(`call.status.${status}`) },
            { title: t('call.field.result'), dataIndex: 'result', ellipsis: true },
          ]}
          onAdd={keeper ? () => setAdding(true) : undefined}
          rowActions={(row) =>
            keeper && row.status === 0 ? (
              <Button type="text" size="mini" onClick={() => setHandling(row)} data-testid={`call-handle-${row.id}`}>
                {t('call.handle')}
              </Button>
            ) : null
          }
        />
      </Card>
      <CallDialog
        visible={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          saved();
        }}
      />
      <HandleDialog
        call={handling}
        onClose={() => setHandling(null)}
        onSaved={() => {
          setHandling(null);
          saved();
        }}
      />
    </Space>
  );
}
