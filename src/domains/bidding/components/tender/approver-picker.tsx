import { Alert, Radio, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { PickerDialog, type Picked, type PickerProps } from '../../../../components/pickers';
import { fetchApproverDepts, fetchApprovers } from '../../api';
import type { ApproverRow } from '../../types';
import { tenderKeys } from '../../queries';

/** Every unit of the reach at once: a school sees its bureau's approvers as soon as the picker opens. */
const ALL = '';

/**
 * 选择审批人: the bid approvers the tenderer may name — its own unit's and those of the units above it (a school's
 * education bureau), nearest first (docs/product-rules.md#bidding). The side lists the units holding approvers.
 */
export function ApproverPicker({ open, value, onChange, onClose }: Omit<PickerProps<Picked>, 'mode'>) {
  const { t } = useTranslation('pickers');
  const { t: tt } = useTranslation('bidding-tender');
  const [deptId, setDeptId] = useState(ALL);
  const depts = useSWR(open ? tenderKeys.approverDepts : null, fetchApproverDepts);
  const none = depts.data !== undefined && depts.data.length === 0;
  return (
    <PickerDialog<ApproverRow>
      kind="user"
      open={open}
      mode="single"
      value={value}
      onChange={onChange}
      onClose={onClose}
      rowKey="id"
      searchLabel={t('user.realName')}
      unavailable={none ? tt('approverPicker.none') : undefined}
      fetchKey={['bid-approvers', deptId]}
      fetchPage={(query) => fetchApprovers({ current: query.current, size: query.size, realName: query.name, deptId })}
      toPicked={(row) => ({ id: row.id, name: row.realName })}
      side={
        <Spin loading={depts.isLoading} style={{ display: 'block' }}>
          {depts.error ? (
            <Alert type="error" content={tt('approverPicker.deptsFailed')} />
          ) : (
            <Radio.Group
              direction="vertical"
              value={deptId}
              onChange={(next: string) => setDeptId(next)}
              aria-label={tt('approverPicker.units')}
              data-testid="approver-depts"
            >
              <Radio value={ALL}>{tt('approverPicker.all')}</Radio>
              {(depts.data ?? []).map((dept) => (
                <Radio key={dept.id} value={dept.id}>
                  {tt('approverPicker.unit', { name: dept.deptName, count: dept.approvers })}
                </Radio>
              ))}
            </Radio.Group>
          )}
        </Spin>
      }
      columns={[
        { title: t('user.realName'), dataIndex: 'realName', width: 90, ellipsis: true },
        // the unit says whose approver it is (a school's bureau); with the phone it tells two namesakes apart, and the
        // row's 添加 stays in view in the dialog's width
        { title: t('user.deptName'), dataIndex: 'deptName', width: 130, ellipsis: true },
        { title: t('user.phone'), dataIndex: 'phone', width: 130 },
      ]}
    />
  );
}
