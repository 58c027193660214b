import { Card, Input, Tag, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import '@arco-design/web-react/es/Tooltip/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { CrudTable, useCrudList } from '../../../components/crud';
import { fetchDishes, removeDish, type Dish } from '../api';
import { DishDialog } from '../components/dish-dialog';
import { useCanteens, nutritionKeys } from '../hooks';
import '../i18n';

/** 菜品库: the school's dishes, each its ingredients in grams a serving; a figure missing is named, never counted as 0. */
export function DishPage() {
  const { t } = useTranslation('nutrition');
  const list = useCrudList<Dish>('nutrition-dish', fetchDishes);
  const canteens = useCanteens();
  const keeps = (canteens.data ?? []).some((canteen) => canteen.kept);
  const { mutate } = useSWRConfig();
  const [editing, setEditing] = useState<Dish | null | undefined>(undefined);
  const refresh = () => {
    void list.list.mutate();
    void mutate(nutritionKeys.matches);
  };
  return (
    <Card className="page-card" data-testid="nutrition-dish-page">
      <CrudTable<Dish>
        name="nutrition-dish"
        list={list}
        searchFields={[{ field: 'keyword', label: t('field.dish'), control: <Input allowClear style={{ width: 200 }} /> }]}
        columns={[
          { title: t('field.dish'), dataIndex: 'name', width: 160 },
          { title: t('field.school'), dataIndex: 'schoolName', width: 160 },
          { title: t('field.cookingMethod'), dataIndex: 'cookingMethod', width: 90 },
          {
            title: t('field.ingredients'),
            dataIndex: 'ingredients',
            render: (items: Dish['ingredients']) => items.map((item) => `${item.foodName} ${item.grams}g`).join('、'),
          },
          {
            title: t('field.perServing'),
            dataIndex: 'energy',
            width: 170,
            render: (_: unknown, row) => (
              <>
                {row.energy} kcal / {row.protein} g
                {row.missing.length ? (
                  <Tooltip content={t('missingData', { names: row.missing.join('、') })}>
                    <Tag color="orange" size="small" style={{ marginLeft: 4 }}>
                      {t('missing')}
                    </Tag>
                  </Tooltip>
                ) : null}
              </>
            ),
          },
        ]}
        onAdd={keeps ? () => setEditing(null) : undefined}
        onEdit={keeps ? (row) => setEditing(row) : undefined}
        onRemove={
          keeps
            ? async (ids) => {
                for (const dish of (list.list.data?.records ?? []).filter((row) => ids.includes(row.id))) await removeDish(dish);
                refresh();
              }
            : undefined
        }
      />
      <DishDialog
        dish={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          refresh();
        }}
      />
    </Card>
  );
}
