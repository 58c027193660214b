import { Button, Empty, Space } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { notify } from '../../../lib/notify';
import { deleteAllFromWindow, deleteFromWindow, downAllToWindow, downToWindow, fetchWindowPeople } from '../api';
import { useWindowDevices } from '../hooks';
import type { DeviceWindow, WindowPersonRow } from '../types';
import { SyncStatusTag } from './tags';
import { useTaskRunner } from './task-runner';
import { personColumns, personSearchFields } from './person-columns';
import '../i18n';

/**
 * 窗口管理's lower half: the people of the window's school with their state on each of its devices (a column per
 * device), searched by name and state; the chosen ones pushed to or deleted from every device of the window, or
 * everyone at once (confirmed) — each a task followed in the progress dialog.
 */
export function WindowPeople({ window, can }: { window: DeviceWindow; can: { down: boolean; delete: boolean } }) {
  const { t } = useTranslation('devices');
  const devices = useWindowDevices(window.id);
  const list = useCrudList<WindowPersonRow>('window-people', fetchWindowPeople, { windowId: window.id });
  const names = new Map((devices.data ?? []).map((device) => [device.deviceSn, device.name]));
  const tasks = useTaskRunner((sn) => names.get(sn));
  const chosen = (selected: string[], then: () => void) => (selected.length ? then() : notify.warning(t('crud:selectFirst')));

  return (
    <section className="devices-window-people" aria-label={t('window.peopleTitle', { name: window.name })} data-testid="window-people">
      <h3 className="devices-section-title">{t('window.peopleTitle', { name: window.name })}</h3>
      {devices.data && !devices.data.length ? <Empty description={t('window.noDevices')} /> : null}
      <CrudTable<WindowPersonRow>
        name="window-people"
        list={list}
        emptyText={t('window.emptyPeople')}
        searchFields={personSearchFields(t)}
        columns={[
          ...personColumns(t),
          ...(devices.data ?? []).map((device) => ({
            title: device.name,
            dataIndex: `device-${device.deviceSn}`,
            width: 120,
            render: (_: unknown, row: WindowPersonRow) => {
              const on = row.devices.find((item) => item.deviceSn === device.deviceSn);
              return on ? (
                <SyncStatusTag status={on.syncStatus} error={on.error} testId={`sync-${row.personnelId}-${device.deviceSn}`} />
              ) : (
                <span className="devices-not-on">{t('notOn')}</span>
              );
            },
          })),
        ]}
        toolbar={
          <>
            {can.down ? (
              <Button
                onClick={() =>
                  tasks.run('down', () => downAllToWindow(window.id), t('confirm.noFaceAll', { text: t('confirm.windowDownAll', { name: window.name }) }))
                }
                data-testid="window-down-all"
              >
                {t('action.downAll')}
              </Button>
            ) : null}
            {can.delete ? (
              <Button
                status="danger"
                onClick={() => tasks.run('delete', () => deleteAllFromWindow(window.id), t('confirm.windowDeleteAll', { name: window.name }))}
                data-testid="window-delete-all"
              >
                {t('action.deleteAll')}
              </Button>
            ) : null}
          </>
        }
        bulkActions={
          can.down || can.delete
            ? (selected, clear) => (
                <Space>
                  {can.down ? (
                    <Button
                      type="primary"
                      onClick={() =>
                        chosen(selected, () => {
                          // people without a face photo fail on the devices (人脸照片不合格): ask first, saying how many
                          const noFace = (list.list.data?.records ?? []).filter((row) => selected.includes(row.id) && !row.hasFace).length;
                          const text = t('confirm.windowDown', { count: selected.length, name: window.name });
                          tasks.run('down', () => downToWindow(window.id, selected), noFace ? t('confirm.noFace', { text, count: noFace }) : undefined);
                          clear();
                        })
                      }
                      data-testid="window-down"
                    >
                      {t('action.down')}
                    </Button>
                  ) : null}
                  {can.delete ? (
                    <Button
                      status="danger"
                      onClick={() =>
                        chosen(selected, () =>
                          tasks.run(
                            'delete',
                            () => deleteFromWindow(window.id, selected).finally(clear),
                            t('confirm.windowDelete', { count: selected.length, name: window.name }),
                          ),
                        )
                      }
                      data-testid="window-delete"
                    >
                      {t('action.delete')}
                    </Button>
                  ) : null}
                </Space>
              )
            : undefined
        }
      />
      {tasks.dialog}
    </section>
  );
}
