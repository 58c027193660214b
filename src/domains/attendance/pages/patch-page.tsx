import { Button, Card, DatePicker, Modal, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { notify } from '../../../lib/notify';
import { auditMakeUp, fetchMakeUps } from '../api';
import { GroupFilter } from '../components/filters';
import { MakeUpDialog } from '../components/make-up-dialog';
import { RejectDialog } from '../components/reject-dialog';
import { useAttendanceCanteens } from '../hooks';
import type { MakeUp } from '../types';
import '../attendance.css';
import '../i18n';

const STATUS_COLOURS = { 0: 'orange', 1: 'green', 2: 'red' } as const;

/** 补卡管理: make-up punches, pending first — applied for members of a group, approved (a punch is written) or rejected. */
export function PatchPage() {
  const { t } = useTranslation('attendance');
  const canApply = useCan('patch_add');
  const canApprove = useCan('patch_approve');
  const canteens = useAttendanceCanteens();
  const [applying, setApplying] = useState(false);
  const [rejecting, setRejecting] = useState<MakeUp>();
  const list = useCrudList<MakeUp>('attendance-make-up', fetchMakeUps);
  const refresh = () => void list.list.mutate();

  const approve = (row: MakeUp) =>
    Modal.confirm({
      title: t('makeUp.approveTitle'),
      content: t('makeUp.approveContent', { name: row.personName, date: row.punchDate, shift: row.shiftName || row.punchClock }),
      okText: t('makeUp.approve'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        await auditMakeUp(row, true);
        notify.success(t('crud:saved'));
        refresh();
      },
    });

  return (
    <Card className="page-card" data-testid="attendance-patch-page">
      <CrudTable<MakeUp>
        name="attendance-make-up"
        list={list}
        emptyText={t('makeUp.empty')}
        searchFields={[
          { field: 'personName', label: t('field.personName') },
          { field: 'groupId', label: t('filter.group'), control: <GroupFilter /> },
          {
            field: 'status',
            label: t('makeUp.status'),
            control: (
              <Select allowClear placeholder={t('filter.all')} aria-label={t('makeUp.status')} style={{ width: 120 }}>
                {[0, 1, 2].map((status) => (
                  <Select.Option key={status} value={String(status)}>
                    {t(`makeUpStatus.${status}`)}
                  </Select.Option>
                ))}
              </Select>
            ),
          },
          { field: 'month', label: t('filter.month'), control: <DatePicker.MonthPicker style={{ width: 140 }} aria-label={t('filter.month')} /> },
        ]}
        toolbar={
          canApply && canteens.data?.length ? (
            <Button type="primary" icon={<IconPlus />} onClick={() => setApplying(true)} data-testid="make-up-add">
              {t('makeUp.apply')}
            </Button>
          ) : null
        }
        rowActions={
          canApprove
            ? (row) =>
                row.status === 0 ? (
                  <>
                    <Button type="text" size="mini" onClick={() => approve(row)} data-testid={`make-up-approve-${row.id}`}>
                      {t('makeUp.approve')}
                    </Button>
                    <Button type="text" size="mini" status="danger" onClick={() => setRejecting(row)} data-testid={`make-up-reject-${row.id}`}>
                      {t('makeUp.reject')}
                    </Button>
                  </>
                ) : null
            : undefined
        }
        columns={[
          { title: t('field.personNumber'), dataIndex: 'personNumber', width: 100 },
          { title: t('field.personName'), dataIndex: 'personName', width: 100 },
          { title: t('field.group'), dataIndex: 'groupName', width: 160, ellipsis: true },
          { title: t('makeUp.punchDate'), dataIndex: 'punchDate', width: 120 },
          {
            title: t('makeUp.shift'),
            dataIndex: 'shiftName',
            width: 130,
            render: (name: string, row: MakeUp) => (name ? `${name} ${row.punchClock}` : row.punchClock),
          },
          { title: t('makeUp.reason'), dataIndex: 'reason', ellipsis: true },
          {
            title: t('makeUp.status'),
            dataIndex: 'status',
            width: 100,
            render: (status: MakeUp['status']) => <Tag color={STATUS_COLOURS[status]}>{t(`makeUpStatus.${status}`)}</Tag>,
          },
          { title: t('makeUp.opinion'), dataIndex: 'opinion', width: 160, ellipsis: true, render: (text: string) => text || '—' },
          { title: t('makeUp.applicant'), dataIndex: 'applicant', width: 100 },
          { title: t('makeUp.createTime'), dataIndex: 'createTime', width: 170 },
        ]}
      />
      <MakeUpDialog
        open={applying}
        onClose={() => setApplying(false)}
        onSaved={() => {
          setApplying(false);
          refresh();
        }}
      />
      <RejectDialog
        makeUp={rejecting}
        onClose={() => setRejecting(undefined)}
        onDone={() => {
          setRejecting(undefined);
          notify.success(t('crud:saved'));
          refresh();
        }}
      />
    </Card>
  );
}
