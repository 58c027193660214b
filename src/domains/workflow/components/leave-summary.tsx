import { Descriptions, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import { LEAVE_STATUS_COLOR } from '../format';
import type { Leave } from '../types';
import '../i18n';

/** A leave, read-only: who, what kind, when, how many days, why, 停餐, its state and where it waits. */
export function LeaveSummary({ leave }: { leave: Leave }) {
  const { t } = useTranslation('workflow');
  return (
    <Descriptions
      column={{ xs: 1, md: 2 }}
      border
      data-testid="leave-summary"
      data={[
        { label: t('field.applicant'), value: leave.applicantName },
        {
          label: t('field.status'),
          value: (
            <Tag color={LEAVE_STATUS_COLOR[leave.status]} data-testid="leave-status">
              {t(`status.${leave.status}`)}
            </Tag>
          ),
        },
        { label: t('field.leaveType'), value: t(`leaveType.${leave.leaveType}`) },
        { label: t('field.approver'), value: leave.taskUserName },
        { label: t('field.startTime'), value: leave.startTime },
        { label: t('field.endTime'), value: leave.endTime },
        { label: t('field.days'), value: <span data-testid="leave-days">{t('daysValue', { days: leave.days })}</span> },
        { label: t('field.stopMeals'), value: leave.stopMeals ? t('yes') : t('no') },
        {
          label: t('field.currentNodes'),
          value: leave.currentNodes.map((node) => `${node.name}（${node.assigneeName || t('noAssignee')}）`).join('，') || '—',
        },
        { label: t('field.createTime'), value: leave.createTime },
        { label: t('field.reason'), value: leave.reason, span: 2 },
      ]}
    />
  );
}
