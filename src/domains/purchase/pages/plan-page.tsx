import { Button, Card, DatePicker, Modal, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useAccess } from '../../../components/use-access';
import { useCan } from '../../../components/use-can';
import { notify } from '../../../lib/notify';
import { USER_TYPE } from '../../../session';
import { approvePlan, fetchPlan, fetchPlanPage, returnPlan, sendPlan, voidPlan } from '../api';
import { Money } from '../components/common';
import { PlanDialog } from '../components/plan-dialog';
import { PlanDrawer, PlanOrderDialog, PlanStatusTag } from '../components/plan-drawer';
import { ReasonDialog } from '../components/reason-dialog';
import { PLAN_STATUSES, planActions } from '../format';
import { useToday } from '../../../lib/server-clock';
import { useKeeper, useRefreshPurchase } from '../hooks';
import type { Plan, PlanDetail } from '../types';
import '../i18n';
import './purchase.css';

/**
 * 采购计划: the canteen's week and month plans (the school's canteens' for the school), by state, type and a day of
 * their period. The canteen adds a plan from its catalogue, edits and submits a draft or a returned plan, voids one
 * with a reason and, once approved, generates its draft purchase orders; the school approves or returns a submitted
 * plan with the reason (its to-do 待审批采购计划 opens this list at 已提交).
 */
export function PlanPage() {
  const { t } = useTranslation('purchase');
  const keeper = useKeeper();
  const school = useAccess().userType === USER_TYPE.school;
  const can = {
    add: useCan('purchase_plan_add') && keeper,
    edit: useCan('purchase_plan_edit') && keeper,
    void: useCan('purchase_plan_delete') && keeper,
    review: school,
  };
  const list = useCrudList<Plan>('purchase-plan', fetchPlanPage);
  const refresh = useRefreshPurchase();
  const today = useToday();
  const [editing, setEditing] = useState<{ plan: PlanDetail | null } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [reason, setReason] = useState<{ plan: Plan; kind: 'return' | 'void' } | null>(null);
  const [ordering, setOrdering] = useState<Plan | null>(null);

  const confirmThen = (title: string, content: string, action: () => Promise<unknown>, done: string) =>
    Modal.confirm({
      title,
      content,
      onOk: async () => {
        await action();
        notify.success(done);
        refresh();
      },
    });

  const edit = async (row: Plan) => setEditing({ plan: await fetchPlan(row.id) });

  return (
    <Card className="page-card" data-testid="purchase-plan-page">
      <CrudTable<Plan>
        name="purchase-plan"
        list={list}
        emptyText={t('plan.empty')}
        searchFields={[
          {
            field: 'status',
            label: t('field.status'),
            control: (
              <Select
                allowClear
                style={{ width: 120 }}
                placeholder={t('all')}
                options={PLAN_STATUSES.map((s) => ({ label: t(`plan.status.${s}`), value: String(s) }))}
              />
            ),
          },
          {
            field: 'periodKind',
            label: t('plan.periodKind'),
            control: (
              <Select
                allowClear
                style={{ width: 120 }}
                placeholder={t('all')}
                options={[1, 2].map((k) => ({ label: t(`plan.kind.${k}`), value: String(k) }))}
              />
            ),
          },
          { field: 'day', label: t('plan.periodDay'), control: <DatePicker style={{ width: 160 }} /> },
        ]}
        columns={[
          { title: t('plan.planNo'), dataIndex: 'planNo', width: 170 },
          { title: t('field.canteen'), dataIndex: 'canteenName', width: 150, ellipsis: true },
          { title: t('plan.periodKind'), dataIndex: 'periodKind', width: 90, render: (kind: number) => t(`plan.kind.${kind}`) },
          { title: t('plan.period'), dataIndex: 'periodStart', width: 200, render: (start: string, row) => `${start} ~ ${row.periodEnd}` },
          { title: t('field.totalAmount'), dataIndex: 'totalAmount', width: 110, align: 'right', render: (fen: number) => <Money fen={fen} /> },
          {
            title: t('plan.lineCount'),
            dataIndex: 'lineCount',
            width: 120,
            render: (count: number, row) => (row.status === 2 ? t('plan.ordered', { ordered: row.orderedCount, count }) : count),
          },
          { title: t('field.status'), dataIndex: 'status', width: 90, render: (status: number) => <PlanStatusTag status={status} /> },
          {
            title: t('plan.reason'),
            dataIndex: 'returnReason',
            width: 180,
            ellipsis: true,
            render: (returned: string, row) => (row.status === 4 ? row.voidReason : row.status === 3 ? returned : ''),
          },
          { title: t('field.createTime'), dataIndex: 'createTime', width: 160 },
        ]}
        addLabel={t('plan.add')}
        onAdd={can.add ? () => setEditing({ plan: null }) : undefined}
        onView={(row) => setViewing(row.id)}
        rowActions={(row) => {
          const allowed = planActions(row);
          return (
            <>
              {allowed.edit && can.edit ? (
                <Button type="text" size="mini" onClick={() => void edit(row)} data-testid={`plan-edit-${row.id}`}>
                  {t('plan.edit')}
                </Button>
              ) : null}
              {allowed.send && can.edit ? (
                <Button
                  type="text"
                  size="mini"
                  onClick={() => confirmThen(t('plan.send'), t('plan.sendConfirm', { no: row.planNo }), () => sendPlan(row.id), t('plan.sentDone'))}
                  data-testid={`plan-send-${row.id}`}
                >
                  {t('plan.send')}
                </Button>
              ) : null}
              {allowed.review && can.review ? (
                <>
                  <Button
                    type="text"
                    size="mini"
                    onClick={() =>
                      confirmThen(t('plan.approve'), t('plan.approveConfirm', { no: row.planNo }), () => approvePlan(row.id), t('plan.approvedDone'))
                    }
                    data-testid={`plan-approve-${row.id}`}
                  >
                    {t('plan.approve')}
                  </Button>
                  <Button
                    type="text"
                    size="mini"
                    status="warning"
                    onClick={() => setReason({ plan: row, kind: 'return' })}
                    data-testid={`plan-return-${row.id}`}
                  >
                    {t('plan.return')}
                  </Button>
                </>
              ) : null}
              {allowed.order && can.edit ? (
                <Button type="text" size="mini" onClick={() => setOrdering(row)} data-testid={`plan-order-${row.id}`}>
                  {t('plan.order')}
                </Button>
              ) : null}
              {allowed.void && can.void ? (
                <Button type="text" size="mini" status="danger" onClick={() => setReason({ plan: row, kind: 'void' })} data-testid={`plan-void-${row.id}`}>
                  {t('plan.void')}
                </Button>
              ) : null}
            </>
          );
        }}
      />
      <PlanDialog
        visible={editing !== null}
        today={today}
        plan={editing?.plan}
        onClose={() => setEditing(null)}
        onSaved={(plan) => {
          setEditing(null);
          list.reveal(plan);
          refresh();
        }}
      />
      <PlanDrawer id={viewing} onClose={() => setViewing(null)} />
      <PlanOrderDialog
        plan={ordering}
        today={today}
        onClose={() => setOrdering(null)}
        onSaved={() => {
          setOrdering(null);
          refresh();
        }}
      />
      <ReasonDialog
        title={reason?.kind === 'return' ? t('plan.return') : t('plan.void')}
        label={reason?.kind === 'return' ? t('plan.returnReason') : t('plan.voidReason')}
        visible={reason !== null}
        save={(text) => (reason!.kind === 'return' ? returnPlan(reason!.plan.id, text) : voidPlan(reason!.plan.id, text))}
        success={reason?.kind === 'return' ? t('plan.returnedDone') : t('plan.voidedDone')}
        onClose={() => setReason(null)}
        onSaved={() => {
          setReason(null);
          refresh();
        }}
      />
    </Card>
  );
}
