import { Button, Drawer, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Drawer/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { notify } from '../../../lib/notify';
import { DinerPicker, type PickedStudent } from '../../system-personnel';
import { deleteAllFromDevice, deleteFromDevice, downAllToDevice, downToDevice, fetchDevicePeople, redoDevices } from '../api';
import type { Device, DevicePerson } from '../types';
import { useTaskRunner } from './task-runner';
import { personColumns, personSearchFields, syncColumns } from './person-columns';
import '../i18n';

/** The device's people keyed by the person (one row each on a device), so the checked keys are the people pushed. */
const byPerson = (query: Record<string, string | number>) =>
  fetchDevicePeople(query).then((page) => ({ ...page, records: page.records.map((row) => ({ ...row, id: row.personnelId, rowId: row.id })) }));

type Row = DevicePerson & { rowId: string };

interface Props {
  device: Device | null;
  can: { down: boolean; delete: boolean };
  onClose: () => void;
}

/**
 * 人脸设备's drawer: the people on one device with their sync state, searched by name and state; 添加人员 (the
 * diner picker) and 下发所选 / 全部下发 push, 删除所选 / 全部删除 delete, 重新下发失败 pushes the failed
 * again — each a task followed in the progress dialog.
 */
export function DevicePeopleDrawer({ device, can, onClose }: Props) {
  const { t } = useTranslation('devices');
  return (
    <Drawer
      width={920}
      title={device ? t('device.peopleTitle', { name: device.name }) : ''}
      visible={device !== null}
      onCancel={onClose}
      footer={null}
      unmountOnExit
      data-testid="device-people"
    >
      {device ? <DevicePeople device={device} can={can} /> : null}
    </Drawer>
  );
}

function DevicePeople({ device, can }: { device: Device; can: Props['can'] }) {
  const { t } = useTranslation('devices');
  const list = useCrudList<Row>('device-people', byPerson, { deviceSn: device.deviceSn });
  const tasks = useTaskRunner((sn) => (sn === device.deviceSn ? device.name : undefined));
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<PickedStudent[]>([]);
  const sn = device.deviceSn;
  const chosen = (selected: string[], then: () => void) => (selected.length ? then() : notify.warning(t('crud:selectFirst')));

  const pickedDone = () => {
    setPicking(false);
    const ids = picked.map((item) => item.id);
    setPicked([]);
    // people without a face photo fail on the device (人脸照片不合格): the confirmation says how many
    const noFace = picked.filter((item) => item.hasFace === false).length;
    const text = t('confirm.deviceDown', { count: ids.length, name: device.name });
    if (ids.length) tasks.run('down', () => downToDevice(sn, ids), noFace ? t('confirm.noFace', { text, count: noFace }) : text);
  };

  return (
    <>
      <CrudTable<Row>
        name="device-people"
        list={list}
        emptyText={t('device.emptyPeople')}
        searchFields={personSearchFields(t)}
        columns={[...personColumns(t), ...syncColumns<Row>(t, 'device-sync')]}
        toolbar={
          <>
            {can.down ? (
              <>
                <Button type="primary" onClick={() => setPicking(true)} data-testid="device-add-people">
                  {t('action.addPeople')}
                </Button>
                <Button
                  onClick={() =>
                    tasks.run('down', () => downAllToDevice(sn), t('confirm.noFaceAll', { text: t('confirm.deviceDownAll', { name: device.name }) }))
                  }
                  data-testid="device-down-all"
                >
                  {t('action.downAll')}
                </Button>
                <Button onClick={() => tasks.run('down', () => redoDevices([sn]), t('confirm.redo', { name: device.name }))} data-testid="device-redo">
                  {t('action.redo')}
                </Button>
              </>
            ) : null}
            {can.delete ? (
              <Button
                status="danger"
                onClick={() => tasks.run('delete', () => deleteAllFromDevice(sn), t('confirm.deviceDeleteAll', { name: device.name }))}
                data-testid="device-delete-all"
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
                      onClick={() =>
                        chosen(selected, () => {
                          const noFace = (list.list.data?.records ?? []).filter((row) => selected.includes(row.id) && !row.hasFace).length;
                          const text = t('confirm.deviceDown', { count: selected.length, name: device.name });
                          tasks.run('down', () => downToDevice(sn, selected), noFace ? t('confirm.noFace', { text, count: noFace }) : undefined);
                          clear();
                        })
                      }
                      data-testid="device-down-selected"
                    >
                      {t('action.downSelected')}
                    </Button>
                  ) : null}
                  {can.delete ? (
                    <Button
                      status="danger"
                      onClick={() =>
                        chosen(selected, () =>
                          tasks.run(
                            'delete',
                            () => deleteFromDevice(sn, selected).finally(clear),
                            t('confirm.deviceDelete', { count: selected.length, name: device.name }),
                          ),
                        )
                      }
                      data-testid="device-delete-selected"
                    >
                      {t('action.deleteSelected')}
                    </Button>
                  ) : null}
                </Space>
              )
            : undefined
        }
      />
      <DinerPicker open={picking} schoolId={device.schoolId} value={picked} onChange={setPicked} onClose={pickedDone} />
      {tasks.dialog}
    </>
  );
}
