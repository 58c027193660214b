import { Button, Card, Form, Input, InputNumber, Modal, Select, Switch, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Switch/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { FormDialog } from '../../../components/form-dialog';
import { notify } from '../../../lib/notify';
import { enableWarehouse, fetchWarehousePage, submitWarehouse } from '../api';
import { STORAGE, temperatureRange } from '../format';
import { useKeeper, useRefreshPurchase } from '../hooks';
import type { Warehouse, WarehouseValues } from '../types';
import '../i18n';
import './purchase.css';

const STORAGE_CLASSES = [STORAGE.ambient, STORAGE.chilled, STORAGE.frozen];

/**
 * 仓库设置: the canteen's warehouses (the school's canteens' for the school, read only) — name, storage class, the
 * temperature range, keeper, enabled, the default of its storage class. Added and edited by the canteen; disabled,
 * never deleted. A name the canteen already has is refused (该食堂已有同名仓库).
 */
export function WarehousePage() {
  const { t } = useTranslation('purchase');
  const keeper = useKeeper();
  const list = useCrudList<Warehouse>('purchase-warehouse', fetchWarehousePage);
  const refresh = useRefreshPurchase();
  const [editing, setEditing] = useState<{ row: Warehouse | null } | null>(null);

  const toggle = (row: Warehouse) => {
    const run = async () => {
      await enableWarehouse(row.id, !row.enabled);
      notify.success(row.enabled ? t('warehouse.disabledDone') : t('warehouse.enabledDone'));
      refresh();
    };
    if (!row.enabled) return void run();
    Modal.confirm({ title: t('warehouse.disable'), content: t('warehouse.disableConfirm', { name: row.name }), onOk: run });
  };

  return (
    <Card className="page-card" data-testid="purchase-warehouse-page">
      <CrudTable<Warehouse>
        name="purchase-warehouse"
        list={list}
        emptyText={t('warehouse.empty')}
        searchFields={[
          { field: 'keyword', label: t('warehouse.keyword') },
          {
            field: 'storageClass',
            label: t('warehouse.storageClass'),
            control: (
              <Select
                allowClear
                style={{ width: 120 }}
                placeholder={t('all')}
                options={STORAGE_CLASSES.map((s) => ({ label: t(`storage.${s}`), value: String(s) }))}
              />
            ),
          },
          {
            field: 'enabled',
            label: t('warehouse.enabled'),
            control: (
              <Select
                allowClear
                style={{ width: 120 }}
                placeholder={t('all')}
                options={[
                  { label: t('warehouse.on'), value: 'true' },
                  { label: t('warehouse.off'), value: 'false' },
                ]}
              />
            ),
          },
        ]}
        columns={[
          { title: t('warehouse.name'), dataIndex: 'name', width: 160 },
          { title: t('field.canteen'), dataIndex: 'canteenName', width: 150, ellipsis: true },
          { title: t('warehouse.storageClass'), dataIndex: 'storageClass', width: 90, render: (s: number) => t(`storage.${s}`) },
          { title: t('warehouse.temperature'), dataIndex: 'tempMin', width: 130, render: (min: number | null, row) => temperatureRange(min, row.tempMax) },
          { title: t('warehouse.keeper'), dataIndex: 'keeper', width: 100 },
          {
            title: t('warehouse.enabled'),
            dataIndex: 'enabled',
            width: 150,
            render: (enabled: boolean, row) => (
              <>
                <Tag size="small" color={enabled ? 'green' : 'gray'}>
                  {enabled ? t('warehouse.on') : t('warehouse.off')}
                </Tag>
                {row.isDefault ? (
                  <Tag size="small" color="arcoblue" style={{ marginLeft: 4 }} data-testid="warehouse-default">
                    {t('warehouse.isDefault')}
                  </Tag>
                ) : null}
              </>
            ),
          },
          { title: t('field.remark'), dataIndex: 'remark', width: 160, ellipsis: true },
          { title: t('field.time'), dataIndex: 'updateTime', width: 160 },
        ]}
        addLabel={t('warehouse.add')}
        onAdd={keeper ? () => setEditing({ row: null }) : undefined}
        onEdit={keeper ? (row) => setEditing({ row }) : undefined}
        rowActions={(row) =>
          keeper ? (
            <Button type="text" size="mini" status={row.enabled ? 'warning' : 'default'} onClick={() => toggle(row)} data-testid={`warehouse-toggle-${row.id}`}>
              {row.enabled ? t('warehouse.disable') : t('warehouse.enable')}
            </Button>
          ) : null
        }
      />
      <WarehouseDialog
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

function WarehouseDialog({ editing, onClose, onSaved }: { editing: { row: Warehouse | null } | null; onClose: () => void; onSaved: (row: Warehouse) => void }) {
  const { t } = useTranslation('purchase');
  const [form] = Form.useForm<WarehouseValues>();
  const row = editing?.row ?? null;
  return (
    <FormDialog<WarehouseValues, Warehouse>
      title={row ? t('warehouse.edit') : t('warehouse.add')}
      visible={editing !== null}
      form={form}
      width={560}
      testId="warehouse-dialog"
      okTestId="warehouse-save"
      refusal="inline"
      refusalTestId="warehouse-refusal"
      onOpen={() =>
        form.setFieldsValue(
          row ? { ...row } : { name: '', storageClass: STORAGE.ambient, tempMin: null, tempMax: null, keeper: '', enabled: true, isDefault: false, remark: '' },
        )
      }
      check={(values) => {
        if (values.tempMin === null || values.tempMin === undefined || values.tempMax === null || values.tempMax === undefined) return true;
        if (values.tempMin <= values.tempMax) return true;
        notify.warning(t('warehouse.rule.range'));
        return false;
      }}
      save={(values) =>
        submitWarehouse({
          ...(row ? { id: row.id } : {}),
          name: values.name.trim(),
          storageClass: values.storageClass,
          tempMin: values.tempMin ?? null,
          tempMax: values.tempMax ?? null,
          keeper: values.keeper?.trim() ?? '',
          enabled: Boolean(values.enabled),
          isDefault: Boolean(values.isDefault) && Boolean(values.enabled),
          remark: values.remark ?? '',
        })
      }
      success={(saved) => t('warehouse.saved', { name: saved.name })}
      onSaved={onSaved}
      onClose={onClose}
      formProps={{ layout: 'horizontal', labelCol: { span: 6 }, wrapperCol: { span: 18 } }}
    >
      <Form.Item
        label={t('warehouse.name')}
        field="name"
        rules={[{ required: true, validator: (value: string | undefined, callback) => callback(value?.trim() ? undefined : t('warehouse.rule.name')) }]}
      >
        <Input maxLength={30} autoFocus data-testid="warehouse-name" />
      </Form.Item>
      <Form.Item label={t('warehouse.storageClass')} field="storageClass" rules={[{ required: true, message: t('warehouse.rule.storageClass') }]}>
        <Select options={STORAGE_CLASSES.map((s) => ({ label: t(`storage.${s}`), value: s }))} data-testid="warehouse-storage" />
      </Form.Item>
      <Form.Item label={t('warehouse.tempMin')} field="tempMin">
        <InputNumber min={-60} max={60} precision={1} style={{ width: 160 }} data-testid="warehouse-temp-min" />
      </Form.Item>
      <Form.Item label={t('warehouse.tempMax')} field="tempMax">
        <InputNumber min={-60} max={60} precision={1} style={{ width: 160 }} data-testid="warehouse-temp-max" />
      </Form.Item>
      <Form.Item label={t('warehouse.keeper')} field="keeper">
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item label={t('warehouse.on')} field="enabled" triggerPropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label={t('warehouse.isDefault')} field="isDefault" triggerPropName="checked" extra={t('warehouse.defaultHint')}>
        <Switch data-testid="warehouse-default-switch" />
      </Form.Item>
      <Form.Item label={t('field.remark')} field="remark">
        <Input maxLength={200} />
      </Form.Item>
    </FormDialog>
  );
}
