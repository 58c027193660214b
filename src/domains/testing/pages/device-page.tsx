import { Button, Card, DatePicker, Form, Input, Modal, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { FormDialog } from '../../../components/form-dialog';
import { notify } from '../../../lib/notify';
import { fetchDevicePage, setDeviceState, submitDevice } from '../api';
import { dueState } from '../format';
import { useRefreshTesting, useTestingKeeper } from '../hooks';
import type { DeviceValues, TestDevice } from '../types';
import '../i18n';

const DUE_COLOR = { overdue: 'red', soon: 'orange', ok: 'green', none: 'gray' } as const;

/** A device's calibration: its due day and a tag — 已过期, 即将到期 (within 30 days), 有效, 未登记. */
export function CalibrationTag({ device }: { device: Pick<TestDevice, 'dueDays' | 'id'> }) {
  const { t } = useTranslation('testing');
  const state = dueState(device.dueDays);
  return (
    <Tag size="small" color={DUE_COLOR[state]} data-testid={`device-due-${device.id}`}>
      {state === 'overdue' || state === 'soon' ? t(`device.due.${state}`, { days: Math.abs(device.dueDays ?? 0) }) : t(`device.due.${state}`)}
    </Tag>
  );
}

/**
 * 检测设备: the testing devices of the canteens in reach — name, model, serial no, calibrated on, calibration due with
 * a tag (已过期 / 即将到期), 在用 or 停用. Registered and edited by the canteen; 停用 instead of deleted. A test on a
 * device past its calibration is flagged in the 快速检测 / 农残检测 ledgers.
 */
export function DevicePage() {
  const { t } = useTranslation('testing');
  const keeper = useTestingKeeper();
  const list = useCrudList<TestDevice>('testing-device', fetchDevicePage);
  const refresh = useRefreshTesting();
  const [editing, setEditing] = useState<{ row: TestDevice | null } | null>(null);

  const toggle = (row: TestDevice) => {
    const next = row.state === 1 ? 2 : 1;
    const run = async () => {
      await setDeviceState(row, next);
      notify.success(t(next === 2 ? 'device.disabledDone' : 'device.enabledDone', { name: row.name }));
      refresh();
    };
    if (next === 1) return void run();
    Modal.confirm({ title: t('device.disable'), content: t('device.disableConfirm', { name: row.name }), onOk: run });
  };

  return (
    <Card className="page-card" data-testid="testing-device-page">
      <CrudTable<TestDevice>
        name="testing-device"
        list={list}
        emptyText={t('device.empty')}
        searchFields={[
          { field: 'name', label: t('device.keyword') },
          {
            field: 'due',
            label: t('device.calibration'),
            control: (
              <Select
                allowClear
                style={{ width: 130 }}
                placeholder={t('all')}
                options={(['overdue', 'soon'] as const).map((value) => ({ label: t(`device.filter.${value}`), value }))}
              />
            ),
          },
          {
            field: 'state',
            label: t('device.state'),
            control: (
              <Select
                allowClear
                style={{ width: 110 }}
                placeholder={t('all')}
                options={[1, 2].map((value) => ({ label: t(`device.states.${value}`), value: String(value) }))}
              />
            ),
          },
        ]}
        columns={[
          { title: t('device.name'), dataIndex: 'name', width: 170 },
          { title: t('device.model'), dataIndex: 'model', width: 110 },
          { title: t('device.serialNo'), dataIndex: 'serialNo', width: 130 },
          { title: t('field.canteen'), dataIndex: 'canteenName', width: 150, ellipsis: true },
          { title: t('device.calibratedOn'), dataIndex: 'calibratedOn', width: 115, render: (day: string | null) => day ?? '—' },
          { title: t('device.calibrationDue'), dataIndex: 'calibrationDue', width: 115, render: (day: string | null) => day ?? '—' },
          {
            title: t('device.calibration'),
            dataIndex: 'dueDays',
            width: 130,
            render: (_: unknown, row) => (row.state === 1 ? <CalibrationTag device={row} /> : '—'),
          },
          {
            title: t('device.state'),
            dataIndex: 'state',
            width: 80,
            render: (state: number) => (
              <Tag size="small" color={state === 1 ? 'arcoblue' : 'gray'}>
                {t(`device.states.${state}`)}
              </Tag>
            ),
          },
          { title: t('field.remark'), dataIndex: 'remark', width: 160, ellipsis: true },
        ]}
        addLabel={t('device.add')}
        onAdd={keeper ? () => setEditing({ row: null }) : undefined}
        onEdit={keeper ? (row) => setEditing({ row }) : undefined}
        rowActions={(row) =>
          keeper ? (
            <Button
              type="text"
              size="mini"
              status={row.state === 1 ? 'warning' : 'default'}
              onClick={() => toggle(row)}
              data-testid={`device-toggle-${row.id}`}
            >
              {row.state === 1 ? t('device.disable') : t('device.enable')}
            </Button>
          ) : null
        }
      />
      <DeviceDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(row) => {
          setEditing(null);
          list.reveal(row);
          refresh();
        }}
      />
    </Card>
  );
}

type DeviceForm = Omit<DeviceValues, 'id' | 'version'>;

function DeviceDialog({ editing, onClose, onSaved }: { editing: { row: TestDevice | null } | null; onClose: () => void; onSaved: (row: TestDevice) => void }) {
  const { t } = useTranslation('testing');
  const [form] = Form.useForm<DeviceForm>();
  const row = editing?.row ?? null;
  return (
    <FormDialog<DeviceForm, TestDevice>
      title={row ? t('device.edit') : t('device.add')}
      visible={editing !== null}
      form={form}
      width={560}
      testId="device-dialog"
      okTestId="device-save"
      refusal="inline"
      refusalTestId="device-refusal"
      onOpen={() =>
        form.setFieldsValue(
          row
            ? {
                name: row.name,
                model: row.model,
                serialNo: row.serialNo,
                calibratedOn: row.calibratedOn,
                calibrationDue: row.calibrationDue ?? '',
                remark: row.remark,
              }
            : { name: '', model: '', serialNo: '', calibratedOn: null, calibrationDue: '', remark: '' },
        )
      }
      check={(values) => {
        if (!values.calibratedOn || !values.calibrationDue || values.calibrationDue >= values.calibratedOn) return true;
        notify.warning(t('device.rule.order'));
        return false;
      }}
      save={(values) =>
        submitDevice({
          ...(row ? { id: row.id, version: row.version } : {}),
          name: values.name.trim(),
          model: values.model?.trim() ?? '',
          serialNo: values.serialNo?.trim() ?? '',
          calibratedOn: values.calibratedOn || null,
          calibrationDue: values.calibrationDue,
          remark: values.remark ?? '',
        })
      }
      success={(saved) => t('device.saved', { name: saved.name })}
      onSaved={onSaved}
      onClose={onClose}
      formProps={{ layout: 'horizontal', labelCol: { span: 6 }, wrapperCol: { span: 18 } }}
    >
      <Form.Item
        label={t('device.name')}
        field="name"
        rules={[{ required: true, validator: (value: string | undefined, callback) => callback(value?.trim() ? undefined : t('device.rule.name')) }]}
      >
        <Input maxLength={50} autoFocus data-testid="device-name" />
      </Form.Item>
      <Form.Item label={t('device.model')} field="model">
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item label={t('device.serialNo')} field="serialNo">
        <Input maxLength={50} data-testid="device-serial" />
      </Form.Item>
      <Form.Item label={t('device.calibratedOn')} field="calibratedOn">
        <DatePicker style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label={t('device.calibrationDue')} field="calibrationDue" rules={[{ required: true, message: t('device.rule.due') }]}>
        <DatePicker style={{ width: 200 }} data-testid="device-due" />
      </Form.Item>
      <Form.Item label={t('field.remark')} field="remark">
        <Input maxLength={200} />
      </Form.Item>
    </FormDialog>
  );
}
