import { Alert, Button, Form, Select, Space, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { FormDialog } from '../../../components/form-dialog';
import { fetchAdditiveKeepers, saveAdditiveKeepers } from '../api';
import { useCanteenUser, usePeople } from '../hooks';
import { ledgerKeys } from '../queries';

/**
 * 添加剂使用's 专人管理: the canteen's named additive keepers above the list — only they may record a use — and, for the
 * canteen's keeper, 指定管理员 naming them (the whole list) from the canteen's people. Shown to the canteen's staff.
 */
export function AdditiveKeepers({ writer }: { writer: boolean }) {
  const { t } = useTranslation('ledger-additive');
  const canteenUser = useCanteenUser();
  const keepers = useSWR(canteenUser ? ledgerKeys.additiveKeepers : null, fetchAdditiveKeepers);
  const [naming, setNaming] = useState(false);
  const [form] = Form.useForm<{ people: string[] }>();
  const people = usePeople(naming);
  if (!canteenUser) return null;

  const list = keepers.data ?? [];
  const body = keepers.error ? (
    <span>{t('keepers.failed')}</span>
  ) : keepers.isLoading ? (
    <Spin size={14} />
  ) : list.length ? (
    <Space wrap size={4}>
      {list.map((keeper) => (
        <Tag key={keeper.personId} color="arcoblue">
          {keeper.name}
        </Tag>
      ))}
    </Space>
  ) : (
    <span>{t('keepers.none')}</span>
  );

  return (
    <>
      <Alert
        type={list.length || keepers.isLoading ? 'info' : 'warning'}
        style={{ marginBottom: 12 }}
        data-testid="additive-keepers"
        content={
          <Space wrap>
            <span>{t('keepers.title')}</span>
            {body}
          </Space>
        }
        action={
          writer ? (
            <Button size="mini" type="primary" onClick={() => setNaming(true)} data-testid="additive-keepers-edit">
              {t('keepers.edit')}
            </Button>
          ) : null
        }
      />
      <FormDialog<{ people: string[] }, unknown>
        title={t('keepers.edit')}
        visible={naming}
        form={form}
        testId="additive-keepers-dialog"
        okTestId="additive-keepers-save"
        refusal="inline"
        onOpen={() => form.setFieldsValue({ people: list.map((keeper) => keeper.personId) })}
        intro={<p>{t('keepers.hint')}</p>}
        save={(values) => saveAdditiveKeepers(values.people ?? [])}
        success={() => t('keepers.saved')}
        onSaved={() => {
          setNaming(false);
          void keepers.mutate();
        }}
        onClose={() => setNaming(false)}
      >
        <Form.Item label={t('keepers.people')} field="people">
          <Select
            mode="multiple"
            allowClear
            loading={people.isLoading}
            data-testid="additive-keepers-people"
            options={(people.data ?? []).map((person) => ({ label: `${person.name}（${person.post}）`, value: person.id }))}
          />
        </Form.Item>
      </FormDialog>
    </>
  );
}
