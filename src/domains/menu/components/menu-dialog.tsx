import { Form, Input, InputNumber, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import { useTranslation } from 'react-i18next';
import { CrudDialog, type DialogMode } from '../../../components/crud';
import { fetchMenu, submitMenu, type MenuRow, type MenuValues } from '../admin-api';

const toValues = (menu: MenuRow): MenuValues => ({
  parentId: menu.parentId,
  code: menu.code,
  name: menu.name,
  path: menu.path,
  source: menu.source,
  sort: menu.sort,
  category: menu.category,
  keepAlive: menu.keepAlive,
  i18n: menu.i18n,
  remark: menu.remark,
});

/** A menu item or button; new items go under a parent menu (the top level is reference data). */
export function MenuDialog({
  mode,
  id,
  parent,
  onClose,
  onSaved,
}: {
  mode: DialogMode | null;
  id?: string;
  parent?: MenuRow;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('menuAdmin');
  return (
    <CrudDialog<MenuRow, MenuValues>
      name="menu"
      subject={t('subject')}
      mode={mode}
      id={id}
      loadDetail={fetchMenu}
      toValues={toValues}
      initialValues={{ parentId: parent?.id, category: 1, keepAlive: 0, sort: 0 }}
      submit={(values, detail) => submitMenu({ ...values, parentId: detail?.parentId ?? parent?.id })}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(_form, detail) => (
        <div className="crud-form-grid">
          <Form.Item label={t('field.parent')}>
            <Input value={detail?.parentName || parent?.name || '—'} disabled />
          </Form.Item>
          <Form.Item label={t('field.category')} field="category" rules={[{ required: true, message: t('rule.category') }]}>
            <Radio.Group type="button" options={[1, 2].map((value) => ({ label: t(`category.${value}`), value }))} />
          </Form.Item>
          <Form.Item label={t('field.name')} field="name" rules={[{ required: true, message: t('rule.name') }]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item label={t('field.code')} field="code" rules={[{ required: true, message: t('rule.code') }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item shouldUpdate noStyle>
            {(values: MenuValues) => (
              <Form.Item
                label={t('field.path')}
                field="path"
                rules={[
                  { required: Number(values.category) === 1, message: t('rule.path') },
                  { match: /^(\/[\w\-./{}:]*|https?:\/\/\S+)$/, message: t('rule.pathFormat') },
                ]}
              >
                <Input maxLength={200} />
              </Form.Item>
            )}
          </Form.Item>
          <Form.Item label={t('field.source')} field="source">
            <Input maxLength={50} placeholder="IconHome" />
          </Form.Item>
          <Form.Item label={t('field.sort')} field="sort">
            <InputNumber min={0} max={100000} precision={0} />
          </Form.Item>
          <Form.Item label={t('field.keepAlive')} field="keepAlive">
            <Radio.Group options={[0, 1].map((value) => ({ label: t(`yesNo.${value}`), value }))} />
          </Form.Item>
          <Form.Item label={t('field.i18n')} field="i18n">
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label={t('field.remark')} field="remark">
            <Input maxLength={200} />
          </Form.Item>
        </div>
      )}
    </CrudDialog>
  );
}
