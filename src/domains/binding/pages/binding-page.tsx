import { Button, Card, Form, TreeSelect } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/TreeSelect/style/css';
import { IconLink } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../components/form-dialog';
import { useCan } from '../../../components/use-can';
import { CrudTable, useCrudList } from '../../../components/crud';
import { joinIds, PickerField, removePick, type Picked } from '../../../components/pickers';
import { useDeptTree } from '../../org';
import { SupplierPicker } from '../../supplier';
import { bindSuppliers, fetchBindings, unbind, type Binding } from '../api';
import '../i18n';

/** 供应商绑定: the suppliers a school or canteen buys from, chosen with the supplier picker. */
export function BindingPage() {
  const { t } = useTranslation('binding');
  const canBind = useCan('binding_add');
  const canUnbind = useCan('binding_delete');
  const tree = useDeptTree();
  const [deptId, setDeptId] = useState<string>();
  const [chosen, setChosen] = useState<Picked[]>([]);
  const list = useCrudList<Binding>('binding', fetchBindings, { deptId });
  // a refusal (e.g. 已绑定：…) is the client's toast; the choice stays for another try
  const bind = useSubmit(() => bindSuppliers(deptId, joinIds(chosen)), {
    success: t('bound'),
    onSaved: async () => {
      setChosen([]);
      await list.list.mutate();
    },
  });

  return (
    <Card className="page-card" data-testid="binding-page">
      <Form id="binding-form" layout="inline" className="crud-search">
        <Form.Item label={t('dept')}>
          <TreeSelect
            style={{ width: 260 }}
            treeData={tree.data ?? []}
            loading={tree.isLoading}
            fieldNames={{ key: 'id', title: 'title', children: 'children' }}
            value={deptId ?? tree.data?.[0]?.id}
            onChange={(value: string) => setDeptId(value)}
            showSearch
          />
        </Form.Item>
        {canBind ? (
          <Form.Item label={t('chosen')}>
            <PickerField
              testId="binding-suppliers"
              items={chosen}
              placeholder={t('none')}
              onRemove={(id) => setChosen(removePick(chosen, id).items)}
              renderPicker={(open, close) => <SupplierPicker open={open} value={chosen} onChange={setChosen} onClose={close} />}
            />
          </Form.Item>
        ) : null}
        {canBind ? (
          <Form.Item>
            <Button
              type="primary"
              icon={<IconLink />}
              disabled={!chosen.length}
              loading={bind.saving}
              onClick={() => void bind.submit()}
              data-testid="binding-submit"
            >
              {t('bind')}
            </Button>
          </Form.Item>
        ) : null}
      </Form>
      <CrudTable<Binding>
        name="binding"
        list={list}
        columns={[
          { title: t('field.supplierName'), dataIndex: 'supplierName' },
          { title: t('field.contactsName'), dataIndex: 'contactsName', width: 120 },
          { title: t('field.mobile'), dataIndex: 'mobile', width: 140 },
          { title: t('field.deptName'), dataIndex: 'deptName', width: 180 },
          { title: t('field.createTime'), dataIndex: 'createTime', width: 170 },
        ]}
        onRemove={canUnbind ? unbind : undefined}
      />
    </Card>
  );
}
