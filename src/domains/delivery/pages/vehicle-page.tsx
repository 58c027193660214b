import { Card, Form, Input, Radio, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { FormDialog } from '../../../components/form-dialog';
import { fetchVehicles, saveVehicle } from '../api';
import { useRefreshDelivery } from '../hooks';
import { filteredPageOf } from '../../../components/crud';
import type { Vehicle } from '../types';
import '../i18n';
import './delivery.css';

const fetchPage = async (query: Record<string, string | number>) => filteredPageOf(await fetchVehicles(), query);

/**
 * 车辆管理: the supplier's vehicles (plate, refrigerated); added and changed, never deleted — they are the deliveries'
 * evidence (a vehicle that has delivered keeps its plate: the server refuses a new one).
 */
export function VehiclePage() {
  const { t } = useTranslation('delivery');
  const list = useCrudList<Vehicle>('vehicle', fetchPage);
  const refresh = useRefreshDelivery();
  // the dialog: closed, adding (no row) or changing `row`
  const [dialog, setDialog] = useState<{ row?: Vehicle }>();
  const [form] = Form.useForm<{ plate: string; refrigerated: boolean }>();
  return (
    <Card className="page-card" data-testid="vehicle-page">
      <CrudTable<Vehicle>
        name="vehicle"
        list={list}
        emptyText={t('vehicle.empty')}
        addLabel={t('vehicle.add')}
        searchFields={[{ field: 'plate', label: t('field.plate') }]}
        columns={[
          { title: t('field.plate'), dataIndex: 'plate', width: 160 },
          {
            title: t('field.refrigerated'),
            dataIndex: 'refrigerated',
            render: (value: boolean) => (value ? <Tag color="arcoblue">{t('yes')}</Tag> : t('no')),
          },
        ]}
        onAdd={() => setDialog({})}
        onEdit={(row) => setDialog({ row })}
      />
      <p className="delivery-note">{t('vehicle.note')}</p>
      <FormDialog<{ plate: string; refrigerated: boolean }, Vehicle>
        title={t(dialog?.row ? 'vehicle.edit' : 'vehicle.add')}
        visible={Boolean(dialog)}
        form={form}
        width={480}
        save={(values) => saveVehicle({ id: dialog?.row?.id, plate: values.plate.trim(), refrigerated: values.refrigerated })}
        success={t(dialog?.row ? 'vehicle.saved' : 'vehicle.added')}
        refusal="inline"
        onOpen={() => dialog?.row && form.setFieldsValue({ plate: dialog.row.plate, refrigerated: dialog.row.refrigerated })}
        onSaved={(saved) => {
          setDialog(undefined);
          refresh();
          list.reveal(saved);
        }}
        onClose={() => setDialog(undefined)}
        okTestId="vehicle-ok"
        testId="vehicle-dialog"
        formProps={{ initialValues: { refrigerated: true } }}
      >
        <Form.Item label={t('field.plate')} field="plate" rules={[{ required: true, message: t('vehicle.rulePlate') }]}>
          <Input maxLength={20} autoFocus data-testid="vehicle-plate" />
        </Form.Item>
        <Form.Item label={t('field.refrigerated')} field="refrigerated">
          <Radio.Group
            options={[
              { label: t('yes'), value: true },
              { label: t('no'), value: false },
            ]}
          />
        </Form.Item>
      </FormDialog>
    </Card>
  );
}
