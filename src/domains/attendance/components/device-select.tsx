import { Button, Select, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Space/style/css';
import { useTranslation } from 'react-i18next';
import { DeviceStateTag } from '../../devices';
import { useCanteenDevices } from '../hooks';
import type { GroupDevice } from '../types';

const labelOf = (device: Pick<GroupDevice, 'deviceSn' | 'name'>) => (device.name ? `${device.name}（${device.deviceSn}）` : device.deviceSn);

/**
 * 打卡设备 of a group: the face devices of its canteen, several or none, each shown with its serial number, window and
 * whether it is online. Loaded when a canteen is chosen; a failed load says so with 重试.
 */
export function DeviceSelect({
  canteenId,
  value,
  onChange,
  disabled,
}: {
  canteenId: string | undefined;
  value?: string[];
  onChange?: (sns: string[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('attendance');
  const devices = useCanteenDevices(disabled ? undefined : canteenId);
  const known = new Map((devices.data ?? []).map((device) => [device.deviceSn, device]));
  const empty = devices.error ? (
    <Space style={{ padding: 8 }}>
      {t('group.devicesFailed')}
      <Button size="mini" type="text" onClick={() => void devices.mutate()}>
        {t('group.retry')}
      </Button>
    </Space>
  ) : (
    <div style={{ padding: 8 }}>{t('group.noCanteenDevices')}</div>
  );
  return (
    <Select
      mode="multiple"
      allowClear
      value={value ?? []}
      onChange={(sns: string[]) => onChange?.(sns)}
      disabled={disabled || !canteenId}
      loading={devices.isLoading}
      placeholder={t('group.devicesPlaceholder')}
      notFoundContent={empty}
      renderFormat={(_option, sn) => labelOf(known.get(String(sn)) ?? { deviceSn: String(sn), name: '' })}
      aria-label={t('group.devices')}
      data-testid="attendance-group-devices"
    >
      {(devices.data ?? []).map((device) => (
        <Select.Option key={device.deviceSn} value={device.deviceSn}>
          <Space size={6}>
            <span>{labelOf(device)}</span>
            <span className="attendance-muted">{device.windowName}</span>
            <DeviceStateTag device={device} />
          </Space>
        </Select.Option>
      ))}
    </Select>
  );
}

/** The read-only view's list: each device by name and serial number, its window and state. */
export function DeviceList({ devices }: { devices: GroupDevice[] }) {
  const { t } = useTranslation('attendance');
  if (!devices.length) return <span>{t('group.noDevices')}</span>;
  return (
    <Space direction="vertical" size={4} data-testid="attendance-group-device-list">
      {devices.map((device) => (
        <Space key={device.deviceSn} size={6}>
          <span>{labelOf(device)}</span>
          <span className="attendance-muted">{device.windowName}</span>
          <DeviceStateTag device={{ ...device, booting: false }} />
        </Space>
      ))}
    </Space>
  );
}
