import { Button, Card, Modal, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import { useState } from 'react';
import type { Picked } from '../../../components/pickers';
import { DinerPicker } from '../../system-personnel';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList, type DialogMode } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { notify } from '../../../lib/notify';
import { deleteFromDevices, fetchDevices, rebootDevice, redoDevices, removeDevice } from '../api';
import { DeviceDialog } from '../components/device-dialog';
import { DevicePeopleDrawer } from '../components/device-people-drawer';
import { DeviceStateTag } from '../components/tags';
import { useTaskRunner } from '../components/task-runner';
import { useRefreshDevices } from '../hooks';
import type { Device, DeviceRow } from '../types';
import '../i18n';
import './devices.css';

/** How often the devices' states (online, booting, counts) are asked again while the screen is shown. */
const LIVE_MS = 10_000;

/**
 * 人脸设备: the face devices of the caller's schools — their state (在线 / 离线 / 启动中, live), capacity and how
 * many people are enrolled, pending and failed — registered, edited and unbound; 重启设备; and each device's
 * people in a drawer, pushed and deleted there.
 */
export function FaceDevicePage() {
  const { t } = useTranslation('devices');
  const can = { edit: useCan('device_edit'), down: useCan('device_face_down'), delete: useCan('device_face_delete'), reboot: useCan('device_reboot') };
  const list = useCrudList<DeviceRow>('device', fetchDevices, {}, { refreshInterval: LIVE_MS });
  const refresh = useRefreshDevices();
  const [dialog, setDialog] = useState<{ mode: DialogMode; deviceSn?: string } | null>(null);
  const [drawer, setDrawer] = useState<Device | null>(null);
  const names = new Map((list.list.data?.records ?? []).map((row) => [row.deviceSn, row.name]));
  const tasks = useTaskRunner((sn) => names.get(sn));
  /** The devices checked for 从所选设备删除人员 while the picker is open, and the people picked. */
  const [deleting, setDeleting] = useState<{ deviceSns: string[]; picked: Picked[]; clear: () => void } | null>(null);
  const chosen = (selected: string[], then: () => void) => (selected.length ? then() : notify.warning(t('crud:selectFirst')));

  const reboot = (device: Device) =>
    Modal.confirm({
      title: t('device.reboot'),
      content: <span data-testid="device-confirm">{t('device.rebootConfirm', { name: device.name })}</span>,
      onOk: async () => {
        await rebootDevice(device.deviceSn);
        notify.success(t('device.rebooting'));
        refresh();
      },
    });

  return (
    <Card className="page-card" data-testid="device-page">
      <CrudTable<DeviceRow>
        name="device"
        list={list}
        emptyText={t('device.empty')}
        searchFields={[
          { field: 'name', label: t('field.deviceName') },
          { field: 'deviceSn', label: t('field.deviceSn') },
          {
            field: 'online',
            label: t('field.state'),
            control: (
              <Select
                allowClear
                placeholder={t('field.state')}
                style={{ width: 120 }}
                options={[
                  { label: t('state.online'), value: '1' },
                  { label: t('state.offline'), value: '0' },
                ]}
              />
            ),
          },
          {
            field: 'failed',
            label: t('push.filter'),
            control: <Select allowClear placeholder={t('push.filter')} style={{ width: 140 }} options={[{ label: t('push.failed'), value: '1' }]} />,
          },
        ]}
        columns={[
          { title: t('field.deviceSn'), dataIndex: 'deviceSn', width: 150 },
          { title: t('field.deviceName'), dataIndex: 'name', width: 120 },
          { title: t('field.state'), dataIndex: 'online', width: 90, render: (_: boolean, row: DeviceRow) => <DeviceStateTag device={row} /> },
          { title: t('field.window'), dataIndex: 'windowName', width: 110 },
          { title: t('field.canteen'), dataIndex: 'canteenName', width: 140, ellipsis: true },
          { title: t('field.school'), dataIndex: 'schoolName', width: 160, ellipsis: true },
          { title: t('field.capacity'), dataIndex: 'capacity', width: 80 },
          { title: t('field.enrolled'), dataIndex: 'enrolled', width: 80 },
          { title: t('field.pending'), dataIndex: 'pending', width: 80 },
          { title: t('field.failed'), dataIndex: 'failed', width: 70 },
          { title: t('field.lastHeartbeat'), dataIndex: 'lastHeartbeat', width: 160 },
        ]}
        onAdd={can.edit ? () => setDialog({ mode: 'add' }) : undefined}
        onEdit={can.edit ? (row) => setDialog({ mode: 'edit', deviceSn: row.deviceSn }) : undefined}
        bulkActions={
          can.down || can.delete
            ? (selected, clear) => (
                <>
                  {can.down ? (
                    <Button
                      onClick={() =>
                        chosen(selected, () =>
                          tasks.run('down', () => redoDevices(selected).finally(clear), t('confirm.redoDevices', { count: selected.length })),
                        )
                      }
                      data-testid="device-redo-selected"
                    >
                      {t('action.redo')}
                    </Button>
                  ) : null}
                  {can.delete ? (
                    <Button
                      status="danger"
                      onClick={() => chosen(selected, () => setDeleting({ deviceSns: selected, picked: [], clear }))}
                      data-testid="device-delete-people"
                    >
                      {t('action.deleteFromSelected')}
                    </Button>
                  ) : null}
                </>
              )
            : undefined
        }
        rowActions={(row) => (
          <>
            <Button type="text" size="mini" onClick={() => setDrawer(row)} data-testid={`device-people-${row.deviceSn}`}>
              {t('device.people')}
            </Button>
            {can.reboot ? (
              <Button type="text" size="mini" status="warning" onClick={() => reboot(row)} data-testid={`device-reboot-${row.deviceSn}`}>
                {t('device.reboot')}
              </Button>
            ) : null}
            {can.edit ? (
              <Button
                type="text"
                size="mini"
                status="danger"
                onClick={() =>
                  Modal.confirm({
                    title: t('device.unbind'),
                    content: t('crud:confirmRemove'),
                    okButtonProps: { status: 'danger' },
                    onOk: async () => {
                      await removeDevice(row.deviceSn);
                      notify.success(t('crud:removed'));
                      refresh();
                    },
                  })
                }
                data-testid={`device-unbind-${row.deviceSn}`}
              >
                {t('device.unbind')}
              </Button>
            ) : null}
          </>
        )}
      />
      <p className="devices-hint" role="note">
        {t('device.live')}
      </p>
      <DeviceDialog
        mode={dialog?.mode ?? null}
        deviceSn={dialog?.deviceSn}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          refresh();
        }}
      />
      <DinerPicker
        open={deleting !== null}
        value={deleting?.picked ?? []}
        onChange={(picked) => setDeleting((current) => current && { ...current, picked })}
        onClose={() => {
          setDeleting(null);
          if (!deleting?.picked.length) return;
          const { deviceSns, picked, clear } = deleting;
          tasks.run(
            'delete',
            () =>
              deleteFromDevices(
                deviceSns,
                picked.map((item) => item.id),
              ).finally(clear),
            t('confirm.deleteFromDevices', { count: picked.length, devices: deviceSns.length }),
          );
        }}
      />
      {tasks.dialog}
      <DevicePeopleDrawer device={drawer} can={{ down: can.down, delete: can.delete }} onClose={() => setDrawer(null)} />
    </Card>
  );
}
