import { Button, Card, Empty, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { StatusPanel } from '../../../components/status-panel';
import { useCan } from '../../../components/use-can';
import { notify } from '../../../lib/notify';
import { fetchDevicePeople, removeDevicePeople } from '../api';
import { DeviceStateTag } from '../components/tags';
import { useTaskRunner } from '../components/task-runner';
import { useAllDevices } from '../hooks';
import type { Device, DevicePerson } from '../types';
import { personColumns, personSearchFields, syncColumns } from '../components/person-columns';
import '../i18n';
import './devices.css';

/**
 * 设备人员: the devices on the left (their state live), the chosen one's people with their sync state on the right;
 * 移除人员 (confirmed) queues their deletion from the device, followed in the progress dialog.
 */
export function DevicePersonnelPage() {
  const { t } = useTranslation('devices');
  const devices = useAllDevices();
  const [chosenSn, setChosenSn] = useState<string>();
  const chosen = (devices.data ?? []).find((device) => device.deviceSn === chosenSn) ?? devices.data?.[0];

  return (
    <Card className="page-card" data-testid="device-personnel-page">
      <div className="devices-split">
        <nav aria-label={t('device.list')} className="devices-list" data-testid="device-list">
          {devices.error && !devices.data ? (
            <StatusPanel
              kind="error"
              title={t('crud:loadFailed')}
              actionLabel={t('common:retry')}
              onAction={() => void devices.mutate()}
              error={devices.error}
            />
          ) : devices.isLoading ? (
            <Spin style={{ display: 'block', padding: 24 }} />
          ) : !devices.data?.length ? (
            <Empty description={t('device.empty')} />
          ) : (
            devices.data.map((device) => (
              <button
                key={device.deviceSn}
                type="button"
                className="devices-list-item"
                aria-current={device.deviceSn === chosen?.deviceSn}
                onClick={() => setChosenSn(device.deviceSn)}
                data-testid={`device-item-${device.deviceSn}`}
              >
                <span>{device.name}</span>
                <span className="devices-list-meta">
                  <DeviceStateTag device={device} />
                  {device.canteenName} · {device.windowName}
                </span>
              </button>
            ))
          )}
        </nav>
        {chosen ? <DevicePersonnel key={chosen.deviceSn} device={chosen} /> : null}
      </div>
    </Card>
  );
}

function DevicePersonnel({ device }: { device: Device }) {
  const { t } = useTranslation('devices');
  const canRemove = useCan('device_personnel_delete');
  const list = useCrudList<DevicePerson>('device-personnel', fetchDevicePeople, { deviceSn: device.deviceSn });
  const tasks = useTaskRunner((sn) => (sn === device.deviceSn ? device.name : undefined));
  const remove = (ids: string[], clear?: () => void) =>
    ids.length
      ? tasks.run('delete', () => removeDevicePeople(ids).finally(() => clear?.()), t('confirm.remove', { count: ids.length }))
      : notify.warning(t('crud:selectFirst'));

  return (
    <section aria-label={t('device.peopleTitle', { name: device.name })}>
      <CrudTable<DevicePerson>
        name="device-personnel"
        list={list}
        emptyText={t('device.emptyPeople')}
        searchFields={personSearchFields(t)}
        columns={[...personColumns(t), ...syncColumns<DevicePerson>(t, 'personnel-sync')]}
        rowActions={
          canRemove
            ? (row) => (
                <Button type="text" size="mini" status="danger" onClick={() => remove([row.id])} data-testid={`device-personnel-remove-${row.id}`}>
                  {t('action.remove')}
                </Button>
              )
            : undefined
        }
        bulkActions={
          canRemove
            ? (selected, clear) => (
                <Button status="danger" onClick={() => remove(selected, clear)} data-testid="device-personnel-remove">
                  {t('action.remove')}
                </Button>
              )
            : undefined
        }
      />
      {tasks.dialog}
    </section>
  );
}
