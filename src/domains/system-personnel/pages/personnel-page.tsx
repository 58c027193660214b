import { Button, Card, Modal, Tabs } from '@arco-design/web-react';
import { IconUpload } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Tabs/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmRemove, CrudTable, useCrudList, type DialogMode } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { notify } from '../../../lib/notify';
import { fetchDiners, hasTransactions, removeDiners, resetPasswords } from '../api';
import { BatchEditDialog } from '../components/batch-edit-dialog';
import { confirmClose } from '../components/close-account';
import { DinerDialog } from '../components/diner-dialog';
import { PersonnelImportDialog } from '../components/personnel-import-dialog';
import { SyncMenu } from '../components/sync-menu';
import { CardStatusTag, DinerStatusTag, FaceThumb } from '../components/tags';
import { useRefreshDiners } from '../hooks';
import { SYSTEM_PERSONNEL_PATHS } from '../paths';
import { DINER_STATUS, type CardStatus, type Diner } from '../types';
import '../i18n';

const TABS = ['all', '1', '2', '3'] as const;

/** 人员信息: the teachers, students and staff of the caller's schools, their face photo, card and meal plan. */
export function PersonnelPage() {
  const { t } = useTranslation('systemPersonnel');
  const can = {
    add: useCan('personnel_add'),
    edit: useCan('personnel_edit'),
    remove: useCan('personnel_delete'),
    close: useCan('personnel_close'),
    export: useCan('personnel_export'),
    import: useCan('personnel_import'),
    sync: useCan('personnel_sync'),
  };
  const [importing, setImporting] = useState(false);
  const [tab, setTab] = useState<(typeof TABS)[number]>('all');
  const [dialog, setDialog] = useState<{ mode: DialogMode; id?: string } | null>(null);
  const [batch, setBatch] = useState<string[] | null>(null);
  const list = useCrudList<Diner>('diner', fetchDiners, { type: tab === 'all' ? undefined : tab });
  const refresh = useRefreshDiners();
  const rows = list.list.data?.records ?? [];

  /** Delete: refused for people with transactions — 销户 is offered instead (one person) or explained. */
  const remove = async (ids: string[], clear?: () => void) => {
    if (!ids.length) return notify.warning(t('crud:selectFirst'));
    const found = await hasTransactions(ids).catch(() => null);
    // the request layer has shown why the check failed
    if (!found) return;
    if (found.exist) {
      const names = rows.filter((row) => found.ids.includes(row.id)).map((row) => row.name);
      const only = found.ids.length === 1 ? rows.find((row) => row.id === found.ids[0]) : undefined;
      Modal.confirm({
        title: t('hasTxnsTitle'),
        content: <span data-testid="diner-has-txns">{t('hasTxns', { names: names.join('、') })}</span>,
        okText: t('close'),
        okButtonProps: { disabled: !only || !can.close || only.status === DINER_STATUS.closed },
        onOk: () => {
          if (only) confirmClose(only, refresh);
        },
      });
      return;
    }
    confirmRemove(
      ids.length,
      () => removeDiners(ids),
      () => {
        clear?.();
        refresh();
      },
    );
  };

  return (
    <Card className="page-card" data-testid="diner-page">
      <Tabs activeTab={tab} onChange={(key) => setTab(key as (typeof TABS)[number])}>
        {TABS.map((key) => (
          <Tabs.TabPane key={key} title={t(`type.${key}`)} />
        ))}
      </Tabs>
      <CrudTable<Diner>
        name="diner"
        list={list}
        emptyText={t('empty')}
        searchFields={[
          { field: 'name', label: t('field.name') },
          { field: 'personnelNo', label: t('field.personnelNo') },
          { field: 'className', label: t('field.className') },
          { field: 'cardNo', label: t('field.cardNo') },
        ]}
        columns={[
          { title: t('field.face'), dataIndex: 'faceFileLink', width: 90, render: (link: string | null, row) => <FaceThumb link={link} name={row.name} /> },
          { title: t('field.personnelNo'), dataIndex: 'personnelNo', width: 110 },
          { title: t('field.name'), dataIndex: 'name', width: 100 },
          { title: t('field.type'), dataIndex: 'type', width: 80, render: (type: number) => t(`type.${type}`) },
          { title: t('field.className'), dataIndex: 'className', width: 110 },
          { title: t('field.cardNo'), dataIndex: 'cardNo', width: 110 },
          { title: t('field.cardStatus'), dataIndex: 'cardStatus', width: 90, render: (status: CardStatus | null) => <CardStatusTag status={status} /> },
          { title: t('field.mealCategory'), dataIndex: 'mealCategoryName', width: 110 },
          { title: t('field.status'), dataIndex: 'status', width: 80, render: (status: number) => <DinerStatusTag status={status} /> },
          { title: t('field.school'), dataIndex: 'schoolName', width: 150, ellipsis: true },
        ]}
        onAdd={can.add ? () => setDialog({ mode: 'add' }) : undefined}
        onEdit={
          can.edit
            ? (row) => {
                if (row.status === DINER_STATUS.closed) notify.warning(t('closedFinal'));
                setDialog({ mode: row.status === DINER_STATUS.closed ? 'view' : 'edit', id: row.id });
              }
            : undefined
        }
        onView={(row) => setDialog({ mode: 'view', id: row.id })}
        exportFile={can.export ? { path: SYSTEM_PERSONNEL_PATHS.export, fileName: '人员信息.xlsx', method: 'post' } : undefined}
        toolbar={
          can.import || can.sync ? (
            <>
              {can.import ? (
                <Button type="primary" icon={<IconUpload />} onClick={() => setImporting(true)} data-testid="personnel-import">
                  {t('import.open')}
                </Button>
              ) : null}
              {can.sync ? <SyncMenu onDone={refresh} /> : null}
            </>
          ) : undefined
        }
        rowActions={(row) => (
          <>
            {can.close && row.status !== DINER_STATUS.closed ? (
              <Button type="text" size="mini" status="warning" onClick={() => confirmClose(row, refresh)} data-testid={`diner-close-${row.id}`}>
                {t('close')}
              </Button>
            ) : null}
            {can.remove ? (
              <Button type="text" size="mini" status="danger" onClick={() => void remove([row.id])} data-testid={`diner-remove-${row.id}`}>
                {t('crud:remove')}
              </Button>
            ) : null}
          </>
        )}
        bulkActions={
          can.edit || can.remove
            ? (selected, clear) => (
                <>
                  {can.edit ? (
                    <Button onClick={() => (selected.length ? setBatch(selected) : notify.warning(t('crud:selectFirst')))} data-testid="diner-batch-edit">
                      {t('batchEdit')}
                    </Button>
                  ) : null}
                  {can.edit ? (
                    <Button
                      onClick={() =>
                        selected.length
                          ? Modal.confirm({
                              title: t('resetPassword'),
                              content: t('resetConfirm', { count: selected.length }),
                              onOk: async () => {
                                await resetPasswords(selected);
                                notify.success(t('resetDone'));
                              },
                            })
                          : notify.warning(t('crud:selectFirst'))
                      }
                    >
                      {t('resetPassword')}
                    </Button>
                  ) : null}
                  {can.remove ? (
                    <Button status="danger" onClick={() => void remove(selected, clear)} data-testid="diner-batch-remove">
                      {t('crud:batchRemove')}
                    </Button>
                  ) : null}
                </>
              )
            : undefined
        }
      />
      <DinerDialog
        mode={dialog?.mode ?? null}
        id={dialog?.id}
        onClose={() => setDialog(null)}
        onSaved={(saved) => {
          // a new person: the first page, where it is listed, with its row lit for a moment
          if (dialog?.mode === 'add') list.reveal(saved);
          setDialog(null);
          refresh();
        }}
      />
      <PersonnelImportDialog visible={importing} onClose={() => setImporting(false)} onChanged={refresh} />
      <BatchEditDialog
        ids={batch}
        onClose={() => setBatch(null)}
        onSaved={() => {
          setBatch(null);
          refresh();
        }}
      />
    </Card>
  );
}
