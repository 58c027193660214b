import { Form, Input, InputNumber } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import { useTranslation } from 'react-i18next';
import { CrudDialog, type DialogMode } from '../../../components/crud';
import { fetchDict, submitDict } from '../api';
import type { DictRow, DictValues } from '../types';

interface Props {
  mode: DialogMode | null;
  id?: string;
  /** The dictionary an entry belongs to; absent for a dictionary itself. */
  parent?: DictRow;
  onClose: () => void;
  onSaved: () => void;
}

const toValues = (row: DictRow): DictValues => ({ code: row.code, dictKey: row.dictKey, dictValue: row.dictValue, sort: row.sort, remark: row.remark });

/** A dictionary (code and name) or one of its entries (key and value). */
export function DictDialog({ mode, id, parent, onClose, onSaved }: Props) {
  const { t } = useTranslation('dict');
  const entry = Boolean(parent);
  return (
    <CrudDialog<DictRow, DictValues>
      name={entry ? 'dict-child' : 'dict-parent'}
      subject={entry ? t('childSubject') : t('parentSubject')}
      mode={mode}
      id={id}
      width={520}
      loadDetail={fetchDict}
      toValues={toValues}
      initialValues={{ sort: 0 }}
      submit={(values) => submitDict({ ...values, parentId: parent?.id ?? '0' })}
      onClose={onClose}
      onSaved={onSaved}
    >
      {entry ? (
        <Form.Item label={t('field.dictKey')} field="dictKey" rules={[{ required: true, message: t('rule.dictKey') }]}>
          <Input maxLength={50} />
        </Form.Item>
      ) : (
        <Form.Item
          label={t('field.code')}
          field="code"
          rules={[
            { required: true, message: t('rule.code') },
            { match: /^[A-Za-z][\w-]*$/, message: t('rule.codeFormat') },
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
      )}
      <Form.Item label={entry ? t('field.itemValue') : t('field.dictValue')} field="dictValue" rules={[{ required: true, message: t('rule.dictValue') }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item label={t('field.sort')} field="sort">
        <InputNumber min={0} max={100000} precision={0} />
      </Form.Item>
      <Form.Item label={t('field.remark')} field="remark">
        <Input.TextArea maxLength={200} showWordLimit />
      </Form.Item>
    </CrudDialog>
  );
}
