import { Alert, Card, DatePicker, Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Input/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { FormDialog } from '../../../components/form-dialog';
import { useToday } from '../../../lib/server-clock';
import { fetchDrivers, saveDriver } from '../api';
import { CertTag } from '../components/tags';
import { useDrivers, useRefreshDelivery } from '../hooks';
import { filteredPageOf } from '../../../components/crud';
import { certState } from '../logic';
import type { Driver } from '../types';
import '../i18n';
import './delivery.css';

type Values = Omit<Driver, 'id'>;

const fetchPage = async (query: Record<string, string | number>) => filteredPageOf(await fetchDrivers(), query);

/**
 * 配送人员: the supplier's drivers with their health certificates — lapsed (red) or lapsing within 30 days (orange)
 * warned above the list; a driver whose certificate has lapsed is refused for a delivery after it.
 */
export function DriverPage() {
  const { t } = useTranslation('delivery');
  const list = useCrudList<Driver>('driver', fetchPage);
  const everyone = useDrivers();
  const refresh = useRefreshDelivery();
  // the dialog: closed, adding (no row) or changing `row` (a renewed health certificate)
  const [dialog, setDialog] = useState<{ row?: Driver }>();
  const [form] = Form.useForm<Values>();
  const today = useToday();
  const warned = (everyone.data ?? []).filter((driver) => certState(driver.healthCertExpiry, today) !== 'valid').length;
  return (
    <Card className="page-card" data-testid="driver-page">
      {warned ? <Alert type="warning" className="delivery-alert" content={t('driver.warning', { count: warned })} data-testid="driver-warning" /> : null}
      <CrudTable<Driver>
        name="driver"
        list={list}
        emptyText={t('driver.empty')}
        addLabel={t('driver.add')}
        searchFields={[{ field: 'name', label: t('field.name') }]}
        columns={[
          { title: t('field.name'), dataIndex: 'name', width: 120 },
          { title: t('field.phone'), dataIndex: 'phone', width: 140 },
          { title: t('field.healthCertNo'), dataIndex: 'healthCertNo', width: 180 },
          { title: t('field.healthCertExpiry'), dataIndex: 'healthCertExpiry', width: 150 },
          { title: t('field.certState'), dataIndex: 'id', render: (_: string, row) => <CertTag expiry={row.healthCertExpiry} day={today} /> },
        ]}
        onAdd={() => setDialog({})}
        onEdit={(row) => setDialog({ row })}
      />
      <p className="delivery-note">{t('vehicle.note')}</p>
      <FormDialog<Values, Driver>
        title={t(dialog?.row ? 'driver.edit' : 'driver.add')}
        visible={Boolean(dialog)}
        form={form}
        width={520}
        save={(values) =>
          saveDriver({ ...values, id: dialog?.row?.id, name: values.name.trim(), phone: (values.phone ?? '').trim(), healthCertNo: values.healthCertNo.trim() })
        }
        success={t(dialog?.row ? 'driver.saved' : 'driver.added')}
        refusal="inline"
        onOpen={() => {
          if (!dialog?.row) return;
          const { name, phone, healthCertNo, healthCertExpiry } = dialog.row;
          form.setFieldsValue({ name, phone, healthCertNo, healthCertExpiry });
        }}
        onSaved={(saved) => {
          setDialog(undefined);
          refresh();
          list.reveal(saved);
        }}
        onClose={() => setDialog(undefined)}
        okTestId="driver-ok"
        testId="driver-dialog"
      >
        <Form.Item label={t('field.name')} field="name" rules={[{ required: true, message: t('driver.ruleName') }]}>
          <Input maxLength={30} autoFocus data-testid="driver-name" />
        </Form.Item>
        <Form.Item label={t('field.phone')} field="phone">
          <Input maxLength={20} data-testid="driver-phone" />
        </Form.Item>
        <Form.Item label={t('field.healthCertNo')} field="healthCertNo" rules={[{ required: true, message: t('driver.ruleCert') }]}>
          <Input maxLength={50} data-testid="driver-cert" />
        </Form.Item>
        <Form.Item label={t('field.healthCertExpiry')} field="healthCertExpiry" rules={[{ required: true, message: t('driver.ruleExpiry') }]}>
          <DatePicker style={{ width: '100%' }} data-testid="driver-expiry" />
        </Form.Item>
      </FormDialog>
    </Card>
  );
}
