import { Form, Input, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useTranslation } from 'react-i18next';
import { CrudDialog, type DialogMode } from '../../../components/crud';
import { fetchWindows, saveWindow } from '../api';
import { useSchoolsAndCanteens } from '../../org';
import type { DeviceWindow, WindowValues } from '../types';
import '../i18n';

interface Props {
  mode: DialogMode | null;
  /** The window edited, as listed (its canteen's windows are asked again for the latest version). */
  window?: DeviceWindow;
  onClose: () => void;
  onSaved: () => void;
}

/** The latest of a window, from its canteen's windows (the service has no detail call). */
async function loadWindow(window: DeviceWindow): Promise<DeviceWindow> {
  const page = await fetchWindows({ canteenId: window.canteenId, current: 1, size: 200 });
  const found = page.records.find((row) => row.id === window.id);
  if (!found) throw new Error(window.id);
  return found;
}

/** Add a window to a canteen, or rename one (with the version it was loaded at: a second save gets the 409). */
export function WindowDialog({ mode, window, onClose, onSaved }: Props) {
  const { t } = useTranslation('devices');
  const { canteens, isLoading } = useSchoolsAndCanteens();
  return (
    <CrudDialog<DeviceWindow, WindowValues>
      name="window"
      subject={t('window.subject')}
      mode={mode}
      id={window?.id}
      width={480}
      loadDetail={() => loadWindow(window!)}
      toValues={(row) => ({ canteenId: row.canteenId, name: row.name })}
      initialValues={{ canteenId: canteens.length === 1 ? canteens[0]!.id : undefined }}
      submit={(values) => saveWindow(values)}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item label={t('field.canteen')} field="canteenId" rules={[{ required: true, message: t('rule.canteen') }]}>
        <Select
          loading={isLoading}
          disabled={mode !== 'add'}
          options={canteens.map((canteen) => ({ label: canteen.name, value: canteen.id }))}
          data-testid="window-canteen"
        />
      </Form.Item>
      <Form.Item label={t('field.windowName')} field="name" rules={[{ required: true, message: t('rule.windowName') }]}>
        <Input maxLength={50} data-testid="window-name" />
      </Form.Item>
    </CrudDialog>
  );
}
