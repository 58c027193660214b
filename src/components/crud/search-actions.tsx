import { Button, Form, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Space/style/css';
import { IconRefresh, IconSearch } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import './i18n';

/**
 * 搜索 and 重置 at the end of a search form (a list's SearchBar, a statistics screen's filters): 搜索 submits the form,
 * 重置 clears its fields and applies no filter.
 */
export function SearchActions({ form, onReset }: { form: { resetFields: () => void }; onReset: () => void }) {
  const { t } = useTranslation('crud');
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" icon={<IconSearch />}>
          {t('search')}
        </Button>
        <Button
          icon={<IconRefresh />}
          onClick={() => {
            form.resetFields();
            onReset();
          }}
        >
          {t('reset')}
        </Button>
      </Space>
    </Form.Item>
  );
}
