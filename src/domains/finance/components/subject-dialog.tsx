import { Form, Input, Radio, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useTranslation } from 'react-i18next';
import { CrudDialog, type DialogMode } from '../../../components/crud';
import { formatYuan, parseYuan } from '../../../lib/money';
import { submitSubject } from '../api';
import type { SubjectNode } from '../types';

interface Values {
  code: string;
  name: string;
  category: number;
  direction: 1 | -1;
  opening: string;
}

interface Props {
  bookId: string;
  mode: DialogMode | null;
  /** The subject edited, or the parent of the one added (none: a top-level subject). */
  node?: SubjectNode;
  onClose: () => void;
  onSaved: () => void;
}

const CODE = /^\d{4}(\.\d{2,3})*$/;

/** 新增 (below a subject, or at the top) and 修改 of a subject: code, name, category, direction and opening balance. */
export function SubjectDialog({ bookId, mode, node, onClose, onSaved }: Props) {
  const { t } = useTranslation('finance');
  const parent = mode === 'add' ? node : undefined;
  return (
    <CrudDialog<SubjectNode & { version: number }, Values>
      name="finance-subject"
      subject={t('subject.subject')}
      mode={mode}
      id={mode === 'edit' ? node?.id : undefined}
      loadDetail={async () => ({ ...node!, version: node!.version ?? 1 })}
      toValues={(detail) => ({ ...detail, opening: detail.openingBalance ? formatYuan(detail.openingBalance) : '' })}
      initialValues={parent ? { code: `${parent.code}.`, category: parent.category, direction: parent.direction } : { direction: 1, category: 1 }}
      submit={({ opening, ...values }) =>
        submitSubject({ ...values, bookId, parentId: parent?.id ?? node?.parentId ?? undefined, openingBalance: parseYuan(opening ?? '') ?? 0 })
      }
      onClose={onClose}
      onSaved={onSaved}
      width={520}
    >
      {parent ? (
        <p className="finance-dialog-parent">
          {t('subject.parent')}: {parent.code} {parent.name}
        </p>
      ) : null}
      <Form.Item label={t('subject.code')} field="code" rules={[{ required: true, match: CODE, message: t('subject.codeRule') }]}>
        <Input maxLength={20} data-testid="subject-code" />
      </Form.Item>
      <Form.Item label={t('subject.name')} field="name" rules={[{ required: true, maxLength: 40 }]}>
        <Input maxLength={40} data-testid="subject-name" />
      </Form.Item>
      <Form.Item label={t('subject.category')} field="category" rules={[{ required: true }]}>
        <Select options={[1, 2, 3, 4, 5].map((value) => ({ label: t(`category.${value}`), value }))} disabled={Boolean(parent)} />
      </Form.Item>
      <Form.Item label={t('subject.direction')} field="direction" rules={[{ required: true }]}>
        <Radio.Group
          options={[
            { label: t('ledger.side.debit'), value: 1 },
            { label: t('ledger.side.credit'), value: -1 },
          ]}
        />
      </Form.Item>
      <Form.Item
        label={t('subject.opening')}
        field="opening"
        rules={[{ validator: (value: string | undefined, callback) => callback(Number.isNaN(parseYuan(value ?? '')) ? t('subject.openingRule') : undefined) }]}
      >
        <Input inputMode="decimal" data-testid="subject-opening" />
      </Form.Item>
    </CrudDialog>
  );
}
