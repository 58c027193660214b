import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { joinIds, PickerField, removePick, splitIds, UserPicker, type Picked } from '../../../components/pickers';

interface Props {
  /** The form's value: approver ids joined by commas. */
  value?: string;
  onChange?: (value: string) => void;
  /** The stored approvers' names, in the order of the ids. */
  names?: string;
  disabled?: boolean;
}

/** A department's approvers, chosen with the user picker (role approvebid); the form holds the id string. */
export function ApproverField({ value, onChange, names, disabled }: Props) {
  const { t } = useTranslation('dept');
  const [items, setItems] = useState<Picked[]>([]);
  useEffect(() => {
    const ids = splitIds(value);
    const labels = (names ?? '').split(',');
    setItems((current) => ids.map((id, index) => current.find((item) => item.id === id) ?? { id, name: labels[index] || id }));
  }, [value, names]);
  const change = (next: Picked[]) => {
    setItems(next);
    onChange?.(joinIds(next));
  };
  return (
    <PickerField
      testId="dept-approvers"
      items={items}
      disabled={disabled}
      placeholder={t('noApprover')}
      onRemove={(id) => change(removePick(items, id).items)}
      renderPicker={(open, close) => <UserPicker open={open} value={items} onChange={change} onClose={close} />}
    />
  );
}
