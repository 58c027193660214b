import { useTranslation } from 'react-i18next';
import { PersonPicker, type PersonPickerProps } from '../../../components/pickers';
import { fetchMealStopStaff } from '../api';
import type { StaffRow } from '../types';

/**
 * 选择停餐人员 (the meal-stop staff picker): the staff of the caller's canteens who have not left, with the meal stop
 * each has now or next, 10 a page, searched by name, several at once. Adding says 添加停餐人员 {name} 成功, removing
 * 移除停餐人员 {name} 成功; a person already chosen is refused with the warning.
 */
export function MealStopPicker(props: Omit<PersonPickerProps, 'multiple'>) {
  const { t } = useTranslation('pickers');
  return (
    <PersonPicker<StaffRow>
      {...props}
      kind="mealStop"
      fetch={fetchMealStopStaff}
      columns={[
        { title: t('mealStop.number'), dataIndex: 'number', width: 110 },
        { title: t('mealStop.name'), dataIndex: 'name', width: 100 },
        { title: t('mealStop.post'), dataIndex: 'post', width: 130, ellipsis: true },
        { title: t('mealStop.canteen'), dataIndex: 'canteenName', ellipsis: true },
        { title: t('mealStop.current'), dataIndex: 'mealStop', width: 200, render: (text: string) => text || '—' },
      ]}
    />
  );
}
