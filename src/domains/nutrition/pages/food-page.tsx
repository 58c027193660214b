import { Button, Card, Input, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { fetchFoods, type Food as FoodRow, type FoodPage } from '../api';
import { FoodDialog } from '../components/food-dialog';
import { figureText } from '../format';
import { nutritionKeys } from '../hooks';
import '../i18n';

type Food = FoodRow & { id: string };

const SHOWN = ['energy', 'protein', 'fat', 'carbohydrate', 'calcium', 'iron', 'vitaminA', 'vitaminC', 'sodium'] as const;

/**
 * 食材营养库: the tenant's food table (《中国食物成分表标准版（第6版）》 and the district's revisions); the district
 * (button nutrition_food_revise, policy `nutrition.revise`) adds a local food or revises one, with a reason.
 */
export function FoodPage() {
  const { t } = useTranslation('nutrition');
  const list = useCrudList<Food>('nutrition-food', fetchFoods);
  const page = list.list.data as FoodPage | undefined;
  const canRevise = useCan('nutrition_food_revise');
  const { mutate } = useSWRConfig();
  const [editing, setEditing] = useState<FoodRow | null | undefined>(undefined);
  return (
    <Card className="page-card" data-testid="nutrition-food-page">
      {page ? (
        <p data-testid="nutrition-food-version">
          {t('version', { version: page.version })} · {t('coverage', { total: page.coverage.total })}
        </p>
      ) : null}
      <CrudTable<Food>
        name="nutrition-food"
        list={list}
        searchFields={[{ field: 'keyword', label: t('field.name'), control: <Input allowClear placeholder={t('keyword')} style={{ width: 200 }} /> }]}
        columns={[
          { title: t('field.code'), dataIndex: 'code', width: 100 },
          {
            title: t('field.name'),
            dataIndex: 'name',
            width: 120,
            render: (name: string, row) =>
              row.energyFlag ? (
                <>
                  {name}{' '}
                  <Tag color="orange" size="small">
                    {t('field.energyFlag')}
                  </Tag>
                </>
              ) : (
                name
              ),
          },
          { title: t('field.kind'), dataIndex: 'kind', width: 100, render: (kind: string) => t(`kind.${kind}`) },
          { title: t('field.edible'), dataIndex: 'edible', width: 90, render: (value: number | null) => figureText(value, t) },
          ...SHOWN.map((key) => ({
            title: t(`nutrient.${key}`),
            dataIndex: `nutrients.${key}`,
            width: 110,
            render: (_: unknown, row: Food) => figureText(row.nutrients[key], t),
          })),
          {
            title: t('field.source'),
            dataIndex: 'source',
            ellipsis: true,
            render: (source: string, row) => <span data-testid={`nutrition-food-source-${row.code}`}>{source}</span>,
          },
        ]}
        onAdd={canRevise ? () => setEditing(null) : undefined}
        addLabel={t('revise.add')}
        rowActions={
          canRevise
            ? (row) => (
                <Button type="text" size="mini" onClick={() => setEditing(row)} data-testid={`nutrition-food-revise-${row.code}`}>
                  {t('revise.edit')}
                </Button>
              )
            : undefined
        }
      />
      <FoodDialog
        food={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          void list.list.mutate();
          void mutate(nutritionKeys.matches);
        }}
      />
    </Card>
  );
}
