import { Form, Input, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import { useTranslation } from 'react-i18next';
import { phoneRule } from '../../../lib/form-rules';
import '../i18n';

/** What a person keeps about themself — nickname, sex, mobile, e-mail: in the user dialog and in 个人信息. */
export function PersonFields() {
  const { t } = useTranslation('user');
  return (
    <>
      <Form.Item label={t('field.nickName')} field="nickName">
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item label={t('field.sex')} field="sex" rules={[{ required: true, message: t('rule.sex') }]}>
        <Radio.Group options={[1, 2, 0].map((value) => ({ label: t(`sex.${value}`), value }))} />
      </Form.Item>
      <Form.Item label={t('field.phone')} field="phone" rules={[phoneRule(t, true)]}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item label={t('field.email')} field="email" rules={[{ type: 'email', message: t('rule.email') }]}>
        <Input maxLength={100} />
      </Form.Item>
    </>
  );
}
