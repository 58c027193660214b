import { Button, Card, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { fetchRecipes, removeRecipe, type RecipeRow } from '../api';
import { RecipeEditor } from '../components/recipe-editor';
import { nutritionKeys, useRecipe } from '../hooks';
import '../i18n';

const STATUS_COLOR = { 0: 'orange', 1: 'green', 2: 'gray' } as const;

/** 食谱管理: the canteens' weekly quantified recipes; a draft is edited with its figures live and published as the week's menu. */
export function RecipePage() {
  const { t } = useTranslation('nutrition');
  const canAdd = useCan('recipe_add');
  const canEdit = useCan('recipe_edit');
  const canDelete = useCan('recipe_delete');
  const list = useCrudList<RecipeRow>('nutrition-recipe', fetchRecipes);
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState<{ id?: string; readOnly: boolean } | null>(null);
  const recipe = useRecipe(open?.id);
  const done = () => {
    setOpen(null);
    void list.list.mutate();
    void mutate(nutritionKeys.matches);
  };
  return (
    <Card className="page-card" data-testid="nutrition-recipe-page">
      <CrudTable<RecipeRow>
        name="nutrition-recipe"
        list={list}
        searchFields={[
          {
            field: 'status',
            label: t('field.status'),
            control: <Select allowClear style={{ width: 140 }} options={[0, 1, 2].map((value) => ({ label: t(`status.${value}`), value: String(value) }))} />,
          },
        ]}
        columns={[
          { title: t('field.weekStart'), dataIndex: 'weekStart', width: 120 },
          { title: t('field.canteen'), dataIndex: 'canteenName', width: 180 },
          { title: t('field.school'), dataIndex: 'schoolName', width: 160 },
          { title: t('field.ageGroup'), dataIndex: 'ageGroup', width: 100, render: (group: string) => t('ageGroup', { group }) },
          { title: t('field.dishCount'), dataIndex: 'dishCount', width: 80 },
          {
            title: t('field.status'),
            dataIndex: 'status',
            width: 100,
            render: (status: RecipeRow['status']) => <Tag color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag>,
          },
          { title: t('field.publishedAt'), dataIndex: 'publishedAt', width: 170 },
        ]}
        addLabel={t('recipe.add')}
        onAdd={canAdd ? () => setOpen({ readOnly: false }) : undefined}
        onView={(row) => setOpen({ id: row.id, readOnly: true })}
        onRemove={
          canDelete
            ? async (ids) => {
                for (const row of (list.list.data?.records ?? []).filter((item) => ids.includes(item.id) && item.status === 0)) await removeRecipe(row);
                void list.list.mutate();
              }
            : undefined
        }
        rowActions={(row) =>
          canEdit && row.status === 0 ? (
            <Button type="text" size="mini" onClick={() => setOpen({ id: row.id, readOnly: false })} data-testid={`nutrition-recipe-edit-${row.id}`}>
              {t('recipe.edit')}
            </Button>
          ) : null
        }
      />
      {open && (!open.id || recipe.data) ? (
        <RecipeEditor key={open.id ?? 'new'} recipe={open.id ? recipe.data! : null} readOnly={open.readOnly} onClose={() => setOpen(null)} onSaved={done} />
      ) : null}
    </Card>
  );
}
