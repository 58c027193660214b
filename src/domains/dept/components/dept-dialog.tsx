import { Form, Input, InputNumber, Select, TreeSelect } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/TreeSelect/style/css';
import { useTranslation } from 'react-i18next';
import { DEPT_CATEGORIES, DEPT_CATEGORY } from '../../../../contract/org';
import { phoneRule } from '../../../lib/form-rules';
import { CrudDialog, type DialogMode } from '../../../components/crud';
import { useDeptTree } from '../../org';
import { PersonChooseTable, tableError, type Person } from '../../user';
import { fetchDept, submitDept, type Dept, type DeptValues } from '../api';

interface Props {
  mode: DialogMode | null;
  id?: string;
  parentId?: string;
  onClose: () => void;
  onSaved: () => void;
}

const toValues = (dept: Dept): DeptValues => ({
  parentId: dept.parentId === '0' ? undefined : dept.parentId,
  deptName: dept.deptName,
  deptCategory: dept.deptCategory,
  sort: dept.sort,
  remark: dept.remark,
  agencyType: dept.agencyType,
  canteenType: dept.canteenType || undefined,
  contactName: dept.contactName,
  contactPhone: dept.contactPhone,
  approvers: dept.approvers,
});

/** A department or canteen, with its approvers picked through the user picker. */
export function DeptDialog({ mode, id, parentId, onClose, onSaved }: Props) {
  const { t } = useTranslation('dept');
  const tree = useDeptTree(false, Boolean(mode));
  const options = (group: 'category' | 'agencyType' | 'canteenType', values: number[]) => values.map((value) => ({ label: t(`${group}.${value}`), value }));
  return (
    <CrudDialog<Dept, DeptValues>
      name="dept"
      subject={t('subject')}
      mode={mode}
      id={id}
      loadDetail={fetchDept}
      toValues={toValues}
      initialValues={{ parentId, deptCategory: DEPT_CATEGORY.school, sort: 0, agencyType: 0, approvers: [] }}
      submit={submitDept}
      onClose={onClose}
      onSaved={onSaved}
    >
      {() => (
        <div className="crud-form-grid">
          <Form.Item label={t('field.parent')} field="parentId">
            <TreeSelect
              treeData={tree.data ?? []}
              loading={tree.isLoading}
              fieldNames={{ key: 'id', title: 'title', children: 'children' }}
              showSearch
              allowClear
            />
          </Form.Item>
          <Form.Item label={t('field.deptName')} field="deptName" rules={[{ required: true, message: t('rule.deptName') }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item label={t('field.deptCategory')} field="deptCategory" rules={[{ required: true, message: t('rule.deptCategory') }]}>
            <Select options={options('category', [...DEPT_CATEGORIES])} />
          </Form.Item>
          <Form.Item shouldUpdate noStyle>
            {(values: DeptValues) =>
              Number(values.deptCategory) === DEPT_CATEGORY.canteen ? (
                <Form.Item label={t('field.canteenType')} field="canteenType" rules={[{ required: true, message: t('rule.canteenType') }]}>
                  <Select options={options('canteenType', [1, 2, 3])} />
                </Form.Item>
              ) : (
                <Form.Item label={t('field.agencyType')} field="agencyType">
                  <Select options={options('agencyType', [0, 1, 2, 3])} />
                </Form.Item>
              )
            }
          </Form.Item>
          <Form.Item label={t('field.contactName')} field="contactName">
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item label={t('field.contactPhone')} field="contactPhone" rules={[phoneRule(t, true)]}>
            <Input maxLength={11} />
          </Form.Item>
          <Form.Item label={t('field.sort')} field="sort">
            <InputNumber min={0} max={100000} precision={0} />
          </Form.Item>
          <Form.Item
            label={t('field.approvers')}
            field="approvers"
            style={{ gridColumn: '1 / -1' }}
            rules={[
              {
                validator: (people: Person[] | undefined, callback) => callback(people && tableError(people) ? t(`pickers:${tableError(people)}`) : undefined),
              },
            ]}
          >
            <PersonChooseTable testId="dept-approvers" disabled={mode === 'view'} />
          </Form.Item>
          <Form.Item label={t('field.remark')} field="remark" style={{ gridColumn: '1 / -1' }}>
            <Input.TextArea maxLength={200} showWordLimit />
          </Form.Item>
        </div>
      )}
    </CrudDialog>
  );
}
