import type { TFunction } from 'i18next';
import type { SyncStatus } from '../types';
import { SyncFilter } from './sync-filter';
import { FaceTag, SyncStatusTag } from './tags';

interface PersonRow {
  personnelId: string;
  personnelNo: string;
  name: string;
  type: number;
  className: string;
  hasFace: boolean;
}

/** The search bar of every table of people on devices: 姓名 and 下发状态. */
export const personSearchFields = (t: TFunction<'devices'>) => [
  { field: 'name', label: t('field.name') },
  { field: 'syncStatus', label: t('field.syncStatus'), control: <SyncFilter /> },
];

/** Who a person is: number, name, type, class and face photo — the first columns of every such table. */
export const personColumns = (t: TFunction<'devices'>) => [
  { title: t('field.personnelNo'), dataIndex: 'personnelNo', width: 110 },
  { title: t('field.name'), dataIndex: 'name', width: 100 },
  { title: t('field.type'), dataIndex: 'type', width: 70, render: (type: number) => t(`type.${type}`) },
  { title: t('field.className'), dataIndex: 'className', width: 110 },
  { title: t('field.hasFace'), dataIndex: 'hasFace', width: 90, render: (hasFace: boolean) => <FaceTag hasFace={hasFace} /> },
];

/** A person's state on one device, its failure reason and when it last changed; `testId` names the state tag. */
export const syncColumns = <Row extends PersonRow & { syncStatus: SyncStatus }>(t: TFunction<'devices'>, testId: string) => [
  {
    title: t('field.syncStatus'),
    dataIndex: 'syncStatus',
    width: 90,
    render: (_: unknown, row: Row) => <SyncStatusTag status={row.syncStatus} testId={`${testId}-${row.personnelId}`} />,
  },
  { title: t('field.error'), dataIndex: 'error', width: 140, ellipsis: true },
  { title: t('field.updateTime'), dataIndex: 'updateTime', width: 170 },
];
