import { Card, Input, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { fetchFoods, type Food as FoodRow, type FoodPage } from '../api';

type Food = FoodRow & { id: string };
import { figureText } from '../format';
import '../i18n';

const SHOWN = ['energy', 'protein', 'fat', 'carbohydrate', 'calcium', 'iron', 'vitaminA', 'vitaminC', 'sodium'] as const;

/** 食材营养库: the tenant's food table (《中国食物成分表标准版（第6版）》 and the district's revisions), read-only here. */
export function FoodPage() {
  const { t } = useTranslation('nutrition');
  const list = useCrudList<Food>('nutrition-food', fetchFoods);
  const page = list.list.data as FoodPage | undefined;
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
          { title: t('field.source'), dataIndex: 'source', ellipsis: true },
        ]}
      />
    </Card>
  );
}
