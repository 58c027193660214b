import { Button, DatePicker, Drawer, Modal, Select, Space, Table, Tabs, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Drawer/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Space/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tabs/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/use-can';
import { errorText } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { useToday } from '../../../lib/server-clock';
import { AGE_GROUPS, publishRecipe, saveRecipe, type Recipe, type RecipeItem } from '../api';
import { addDays, mondayOf } from '../format';
import { useAnalysis, useCanteens, useDishes } from '../hooks';
import { ChecksTable } from './checks-table';
import '../i18n';

const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const MEALS = [1, 2, 3] as const;
type Cells = Record<string, string[]>;

const cellsOf = (recipe: Recipe | null): Cells =>
  Object.fromEntries((recipe?.items ?? []).map((item) => [`${item.day}-${item.meal}`, item.dishes.map((dish) => dish.id)]));
const itemsOf = (cells: Cells): RecipeItem[] =>
  Object.entries(cells)
    .filter(([, ids]) => ids.length)
    .map(([key, dishIds]) => ({ day: Number(key.split('-')[0]), meal: Number(key.split('-')[1]) as 1 | 2 | 3, dishIds }));

interface Props {
  recipe: Recipe | null;
  /** Whether the drawer shows a published week (read-only). */
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** The weekly recipe editor: days × meals of dishes, and the week's and each day's nutrients against the standard as it changes. */
export function RecipeEditor({ recipe, readOnly, onClose, onSaved }: Props) {
  const { t } = useTranslation('nutrition');
  const canPublish = useCan('recipe_publish');
  const canteens = useCanteens();
  const dishes = useDishes();
  const kept = (canteens.data ?? []).filter((canteen) => canteen.kept);
  const [canteenId, setCanteenId] = useState(recipe?.canteenId ?? kept[0]?.id ?? '');
  const today = useToday();
  const [weekStart, setWeekStart] = useState(recipe?.weekStart ?? mondayOf(addDays(today, 7)));
  const [ageGroup, setAgeGroup] = useState(recipe?.ageGroup ?? '9-11');
  const [cells, setCells] = useState<Cells>(() => cellsOf(recipe));
  const [busy, setBusy] = useState(false);
  const items = itemsOf(cells);
  const analysis = useAnalysis(ageGroup, items);
  const school = (canteens.data ?? []).find((canteen) => canteen.id === canteenId)?.schoolName;
  const options = (dishes.data?.records ?? []).filter((dish) => !school || dish.schoolName === school).map((dish) => ({ label: dish.name, value: dish.id }));

  const save = async (publish: boolean) => {
    setBusy(true);
    try {
      const saved = await saveRecipe({ ...(recipe ? { id: recipe.id, version: recipe.version } : {}), canteenId, weekStart, ageGroup, items });
      if (publish) await publishRecipe(saved);
      notify.success(t(publish ? 'recipe.published' : 'recipe.saved'));
      onSaved();
    } catch (error) {
      notify.error(errorText(error, t('saveFailed')));
    } finally {
      setBusy(false);
    }
  };
  const confirmPublish = () => Modal.confirm({ title: t('recipe.publish'), content: t('recipe.publishConfirm'), onOk: () => save(true) });
  const figures = analysis.data;

  return (
    <Drawer
      visible
      width="90%"
      title={readOnly ? t('recipe.view') : recipe ? t('recipe.edit') : t('recipe.add')}
      onCancel={onClose}
      footer={
        readOnly ? null : (
          <Space>
            <Button onClick={onClose}>{t('common:cancel')}</Button>
            <Button type="primary" loading={busy} onClick={() => void save(false)} data-testid="nutrition-recipe-save">
              {t('save')}
            </Button>
            {canPublish ? (
              <Button type="outline" loading={busy} onClick={confirmPublish} data-testid="nutrition-recipe-publish">
                {t('recipe.publish')}
              </Button>
            ) : null}
          </Space>
        )
      }
      data-testid="nutrition-recipe-editor"
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          disabled={readOnly}
          value={canteenId}
          onChange={setCanteenId}
          style={{ width: 220 }}
          options={kept.map((canteen) => ({ label: canteen.name, value: canteen.id }))}
          aria-label={t('field.canteen')}
          data-testid="nutrition-recipe-canteen"
        />
        <DatePicker
          disabled={readOnly}
          value={weekStart}
          onChange={(value: string) => value && setWeekStart(mondayOf(value))}
          aria-label={t('field.weekStart')}
          data-testid="nutrition-recipe-week"
        />
        <Select
          disabled={readOnly}
          value={ageGroup}
          onChange={setAgeGroup}
          style={{ width: 140 }}
          options={AGE_GROUPS.map((group) => ({ label: t('ageGroup', { group }), value: group }))}
          aria-label={t('field.ageGroup')}
          data-testid="nutrition-recipe-age"
        />
      </Space>
      <Table
        rowKey="day"
        size="small"
        pagination={false}
        data={DAYS.map((day) => ({ day }))}
        columns={[
          { title: '', dataIndex: 'day', width: 70, render: (day: number) => t(`day.${day}`) },
          ...MEALS.map((meal) => ({
            title: t(`meal.${meal}`),
            dataIndex: `meal${meal}`,
            render: (_: unknown, row: { day: number }) => (
              <Select
                mode="multiple"
                allowClear
                showSearch
                disabled={readOnly}
                placeholder={t('recipe.pickDishes')}
                value={cells[`${row.day}-${meal}`] ?? []}
                onChange={(ids: string[]) => setCells((current) => ({ ...current, [`${row.day}-${meal}`]: ids }))}
                options={options}
                aria-label={`${t(`day.${row.day}`)} ${t(`meal.${meal}`)}`}
                data-testid={`nutrition-cell-${row.day}-${meal}`}
              />
            ),
          })),
        ]}
      />
      {figures ? (
        <div data-testid="nutrition-recipe-figures" style={{ marginTop: 16 }}>
          <p>
            <Tag color={figures.evaluation.score >= 75 ? 'green' : figures.evaluation.score >= 60 ? 'orange' : 'red'} data-testid="nutrition-recipe-score">
              {t('recipe.evaluation', { score: figures.evaluation.score, grade: figures.evaluation.grade })}
            </Tag>{' '}
            {t('version', { version: `${figures.foodVersion}；${figures.standardVersion}` })}
          </p>
          <ul>
            {figures.evaluation.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <Tabs defaultActiveTab="week">
            <Tabs.TabPane key="week" title={t('recipe.week')}>
              <ChecksTable checks={figures.week.checks} testId="nutrition-week-checks" />
            </Tabs.TabPane>
            {figures.days
              .filter((day) => day.served)
              .map((day) => (
                <Tabs.TabPane key={String(day.day)} title={t(`day.${day.day}`)}>
                  <ChecksTable checks={day.checks} testId={`nutrition-day-${day.day}-checks`} />
                </Tabs.TabPane>
              ))}
          </Tabs>
        </div>
      ) : null}
    </Drawer>
  );
}
