import { useTranslation } from 'react-i18next';
import { PersonPicker, type PersonPickerProps } from '../../../components/pickers';
import { fetchGroupPeople } from '../api';
import type { GroupPerson } from '../types';

/**
 * 选择补卡人员 (the patching picker): the members of one attendance group who punch, 10 a page, searched by name,
 * several at once; a person already chosen is refused with the warning. Without a group it asks for one first.
 */
export function PatchingPicker({ groupId, ...props }: Omit<PersonPickerProps, 'multiple'> & { groupId?: string }) {
  const { t } = useTranslation('pickers');
  return (
    <PersonPicker<GroupPerson>
      {...props}
      kind="patching"
      filters={{ groupId }}
      fetch={groupId ? (query) => fetchGroupPeople(groupId, query) : null}
      unavailable={groupId ? undefined : t('patching.chooseGroup')}
      columns={[
        { title: t('patching.number'), dataIndex: 'number', width: 120 },
        { title: t('patching.name'), dataIndex: 'name', width: 120 },
        { title: t('patching.post'), dataIndex: 'post' },
      ]}
    />
  );
}
