import { Button } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { addPick, PersonPicker, pickerKeysOf, type PersonPickerProps, type Picked } from '../../../components/pickers';
import { notify } from '../../../lib/notify';
import { useDictionary } from '../../dict';
import { fetchExperts, type Expert } from '../api';
import { ExpertForm } from './expert-form';
import './personnel-picker.css';

/** A picked expert keeps what the panel dialog shows of them. */
export interface PickedExpert extends Picked {
  number?: string;
  unit?: string;
  post?: string;
}

export type PersonnelPickerProps = PersonPickerProps<PickedExpert>;

const toPicked = (row: Expert): PickedExpert => ({ id: row.id, name: row.name, number: row.number, unit: row.unit, post: row.post });

/**
 * 选择人员: the experts of the tenant's library, 10 a page, searched by name, several at once unless
 * `multiple` is false. 新增专家 opens a form in the picker; the expert saved joins the library and the choice.
 */
export function PersonnelPicker({ multiple = true, value, onChange, onClose, ...props }: PersonnelPickerProps) {
  const { t } = useTranslation('pickers');
  const sex = useDictionary('sex');
  const { mutate } = useSWRConfig();
  const [adding, setAdding] = useState(false);
  const mode = multiple ? 'multi' : 'single';
  const sexLabel = (key: number) => sex.data?.find((entry) => entry.dictKey === String(key))?.dictValue ?? t(`sex.${key}`);

  const created = (expert: Expert) => {
    setAdding(false);
    void mutate(pickerKeysOf('personnel'));
    const outcome = addPick(value, toPicked(expert), mode);
    onChange(outcome.items);
    notify.success(t('personnel.created', { name: expert.name }));
  };

  return (
    <PersonPicker<Expert, PickedExpert>
      {...props}
      kind="personnel"
      multiple={multiple}
      value={value}
      onChange={onChange}
      onClose={() => {
        setAdding(false);
        onClose();
      }}
      fetch={fetchExperts}
      toPicked={toPicked}
      toolbar={
        adding ? null : (
          <Button type="outline" icon={<IconPlus />} onClick={() => setAdding(true)} data-testid="personnel-new">
            {t('personnel.newExpert')}
          </Button>
        )
      }
      panel={adding ? <ExpertForm onSaved={created} onCancel={() => setAdding(false)} /> : null}
      columns={[
        { title: t('personnel.number'), dataIndex: 'number', width: 100 },
        { title: t('personnel.name'), dataIndex: 'name', width: 90 },
        { title: t('personnel.sex'), dataIndex: 'sex', width: 60, render: (key: number) => sexLabel(key) },
        { title: t('personnel.unit'), dataIndex: 'unit', width: 140, ellipsis: true },
        { title: t('personnel.post'), dataIndex: 'post', width: 110, ellipsis: true },
        { title: t('personnel.synopsis'), dataIndex: 'synopsis', ellipsis: true },
      ]}
    />
  );
}
