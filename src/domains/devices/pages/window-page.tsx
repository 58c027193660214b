import { Button, Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList, type DialogMode } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { fetchWindows, removeWindows } from '../api';
import { WindowDialog } from '../components/window-dialog';
import { WindowPeople } from '../components/window-people';
import { useRefreshDevices } from '../hooks';
import type { DeviceWindow } from '../types';
import '../i18n';
import './devices.css';

/**
 * 窗口管理: the serving windows of the caller's schools (add, rename, delete — refused while a window has devices),
 * and for the chosen window its people's state on each of its devices, pushed and deleted person by person.
 */
export function WindowPage() {
  const { t } = useTranslation('devices');
  const canEdit = useCan('device_window_edit');
  const can = { down: useCan('device_face_down'), delete: useCan('device_face_delete') };
  const list = useCrudList<DeviceWindow>('window', fetchWindows);
  const refresh = useRefreshDevices();
  const [dialog, setDialog] = useState<{ mode: DialogMode; window?: DeviceWindow } | null>(null);
  const [chosenId, setChosenId] = useState<string>();
  const chosen = (list.list.data?.records ?? []).find((row) => row.id === chosenId);

  return (
    <Card className="page-card" data-testid="window-page">
      <CrudTable<DeviceWindow>
        name="window"
        list={list}
        emptyText={t('window.empty')}
        searchFields={[{ field: 'name', label: t('field.windowName') }]}
        columns={[
          { title: t('field.windowName'), dataIndex: 'name', width: 140 },
          { title: t('field.canteen'), dataIndex: 'canteenName', width: 160 },
          { title: t('field.school'), dataIndex: 'schoolName', width: 180, ellipsis: true },
          { title: t('field.deviceCount'), dataIndex: 'deviceCount', width: 80 },
        ]}
        onAdd={canEdit ? () => setDialog({ mode: 'add' }) : undefined}
        onEdit={canEdit ? (row) => setDialog({ mode: 'edit', window: row }) : undefined}
        onRemove={canEdit ? (ids) => removeWindows(ids) : undefined}
        rowActions={(row) => (
          <Button
            type={row.id === chosenId ? 'primary' : 'text'}
            size="mini"
            aria-pressed={row.id === chosenId}
            onClick={() => setChosenId(row.id)}
            data-testid={`window-people-${row.id}`}
          >
            {t('window.people')}
          </Button>
        )}
      />
      {chosen ? <WindowPeople key={chosen.id} window={chosen} can={can} /> : <p className="devices-hint">{t('window.choose')}</p>}
      <WindowDialog
        mode={dialog?.mode ?? null}
        window={dialog?.window}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          refresh();
        }}
      />
    </Card>
  );
}
