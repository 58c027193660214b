import { Alert, Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Input/style/css';
import { useTranslation } from 'react-i18next';
import type { LedgerDefinition } from '../../../../contract/ledgers';
import { FormDialog } from '../../../components/form-dialog';
import { correctLedger, submitLedger } from '../api';
import { formValuesOf, wireValuesOf } from '../format';
import type { LedgerDetail, LedgerRecord } from '../types';
import { FieldControl } from './field-control';
import { PhotosField } from './photos-field';

/** What the dialog does: a new record of today, the writer's edit of one of the day, or a correction of an older one. */
export type Editing = { mode: 'add'; record: null } | { mode: 'edit' | 'correct'; record: LedgerDetail };

interface Props {
  definition: LedgerDefinition;
  editing: Editing | null;
  onClose: () => void;
  onSaved: (record: LedgerRecord) => void;
}

/** A ledger's form, drawn from its definition; the server's refusal (its rule's message) shows in the dialog. */
export function RecordDialog({ definition, editing, onClose, onSaved }: Props) {
  const { t } = useTranslation([`ledger-${definition.code}`, 'ledgers']);
  const [form] = Form.useForm<Record<string, unknown>>();
  const meal = Form.useWatch('meal', form) as number | undefined;
  const mode = editing?.mode ?? 'add';
  const record = editing?.record ?? null;
  const title = t(`ledger-${definition.code}:title`);
  return (
    <FormDialog<Record<string, unknown>, LedgerRecord>
      title={t(`ledgers:dialog.${mode}`, { title })}
      visible={editing !== null}
      form={form}
      width={640}
      testId="ledger-dialog"
      okTestId="ledger-save"
      refusal="inline"
      refusalTestId="ledger-refusal"
      onOpen={() =>
        form.setFieldsValue({
          ...formValuesOf(definition, record),
          ...(record && record.issues.length ? { issues: record.issues.map((issue) => issue.movementId) } : {}),
          reason: '',
        })
      }
      intro={
        <>
          {t(`ledger-${definition.code}:help`, { defaultValue: '' }) ? (
            <Alert type="info" content={t(`ledger-${definition.code}:help`)} style={{ marginBottom: 12 }} />
          ) : null}
          {mode === 'correct' ? <Alert type="warning" content={t('ledgers:dialog.correctHint')} style={{ marginBottom: 12 }} /> : null}
        </>
      }
      save={(values) => {
        const wire = wireValuesOf(definition, values);
        if (mode === 'correct' && record) return correctLedger(definition.code, { ...wire, id: record.id, reason: String(values.reason ?? '').trim() });
        return submitLedger(definition.code, record ? { ...wire, id: record.id, version: record.version } : wire);
      }}
      success={() => t(mode === 'add' ? 'ledgers:saved' : mode === 'edit' ? 'ledgers:edited' : 'ledgers:corrected')}
      onSaved={onSaved}
      onClose={onClose}
      formProps={{ layout: 'horizontal', labelCol: { span: 6 }, wrapperCol: { span: 18 } }}
    >
      {definition.fields
        .filter((field) => !field.derived)
        .map((field) => (
          <FieldControl key={field.name} code={definition.code} field={field} meal={meal} />
        ))}
      {definition.photos.max > 0 ? (
        <Form.Item
          label={t('ledgers:field.photos')}
          field="photoIds"
          rules={
            definition.photos.min > 0
              ? [{ required: true, type: 'array', minLength: definition.photos.min, message: t('ledgers:choose', { label: t('ledgers:field.photos') }) }]
              : []
          }
        >
          <PhotosField max={definition.photos.max} known={record?.photos} testId="ledger-photos" />
        </Form.Item>
      ) : null}
      {mode === 'correct' ? (
        <Form.Item
          label={t('ledgers:field.reason')}
          field="reason"
          rules={[{ required: true, message: t('ledgers:required', { label: t('ledgers:field.reason') }) }]}
        >
          <Input.TextArea maxLength={200} placeholder={t('ledgers:dialog.reasonPlaceholder')} data-testid="ledger-reason" />
        </Form.Item>
      ) : null}
    </FormDialog>
  );
}
