import { Form, Input, InputNumber, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useTranslation } from 'react-i18next';
import { CrudDialog, type DialogMode } from '../../../components/crud';
import { fetchDevice, saveDevice } from '../api';
import { useWindows } from '../hooks';
import type { DeviceRow, DeviceValues } from '../types';
import '../i18n';

interface Props {
  mode: DialogMode | null;
  deviceSn?: string;
  onClose: () => void;
  onSaved: () => void;
}

/** Register a device at a window (its serial number, name, capacity), or rename or move one. */
export function DeviceDialog({ mode, deviceSn, onClose, onSaved }: Props) {
  const { t } = useTranslation('devices');
  const windows = useWindows();
  return (
    <CrudDialog<DeviceRow, DeviceValues>
      name="device"
      subject={t('device.subject')}
      mode={mode}
      id={deviceSn}
      width={520}
      loadDetail={fetchDevice}
      toValues={(device) => ({ deviceSn: device.deviceSn, name: device.name, windowId: device.windowId, capacity: device.capacity })}
      submit={(values) => saveDevice(values)}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item label={t('field.deviceSn')} field="deviceSn" rules={[{ required: true, message: t('rule.deviceSn') }]}>
        <Input maxLength={64} disabled={mode !== 'add'} data-testid="device-sn" />
      </Form.Item>
      <Form.Item label={t('field.deviceName')} field="name" rules={[{ required: true, message: t('rule.deviceName') }]}>
        <Input maxLength={50} data-testid="device-name" />
      </Form.Item>
      <Form.Item label={t('field.window')} field="windowId" rules={[{ required: true, message: t('rule.window') }]}>
        <Select
          showSearch
          loading={windows.isLoading}
          options={(windows.data ?? []).map((window) => ({ label: `${window.canteenName} · ${window.name}`, value: window.id }))}
          data-testid="device-window"
        />
      </Form.Item>
      <Form.Item label={t('field.capacity')} field="capacity">
        <InputNumber min={1} max={100_000} precision={0} disabled={mode !== 'add'} />
      </Form.Item>
    </CrudDialog>
  );
}
