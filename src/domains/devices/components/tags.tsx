import { Tag, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css';
import '@arco-design/web-react/es/Tooltip/style/css';
import { useTranslation } from 'react-i18next';
import type { Device, SyncStatus } from '../types';
import '../i18n';

const SYNC_COLOURS: Record<SyncStatus, string> = { 0: 'gray', 1: 'arcoblue', 2: 'green', 3: 'red', 4: 'orange' };

/** 待下发 grey, 下发中 blue, 成功 green, 失败 red (its reason on hover and focus), 待删除 orange. */
export function SyncStatusTag({ status, error, testId }: { status: SyncStatus; error?: string; testId?: string }) {
  const { t } = useTranslation('devices');
  const tag = (
    <Tag color={SYNC_COLOURS[status]} data-testid={testId} data-status={status} tabIndex={error ? 0 : undefined}>
      {t(`syncStatus.${status}`)}
    </Tag>
  );
  return error ? <Tooltip content={error}>{tag}</Tooltip> : tag;
}

/** 在线 green, 启动中 orange, 离线 red. */
export function DeviceStateTag({ device }: { device: Pick<Device, 'online' | 'booting' | 'deviceSn'> }) {
  const { t } = useTranslation('devices');
  const state = device.booting ? 'booting' : device.online ? 'online' : 'offline';
  const colour = { online: 'green', booting: 'orange', offline: 'red' }[state];
  return (
    <Tag color={colour} data-testid={`device-state-${device.deviceSn}`} data-state={state}>
      {t(`state.${state}`)}
    </Tag>
  );
}

/** Whether the person has a usable face photo: 有, or 无 in red (a push to a device fails for them). */
export function FaceTag({ hasFace }: { hasFace: boolean }) {
  const { t } = useTranslation('devices');
  return <Tag color={hasFace ? 'green' : 'red'}>{t(hasFace ? 'face.yes' : 'face.no')}</Tag>;
}
