import { Button, Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import { IconDownload, IconUpload } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList, type DialogMode } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { downloadFile } from '../../../lib/download';
import { notify } from '../../../lib/notify';
import { fetchMealPlans, removeMealPlans } from '../api';
import { MealPlanDialog } from '../components/meal-plan-dialog';
import { MealUploadDialog } from '../components/meal-upload-dialog';
import { useRefreshDiners } from '../hooks';
import { yuan } from '../money';
import { SYSTEM_PERSONNEL_PATHS } from '../paths';
import type { MealCategory } from '../types';
import '../meal-i18n';

const MEALS = [1, 2, 3, 4] as const;

/**
 * 餐别设置: the meal plans of the caller's schools with their price per meal (add, edit, delete — refused while people
 * are on a plan), the import template, and the upload that changes people's plans as a task followed to its end.
 */
export function MealCategoryPage() {
  const { t } = useTranslation('mealCategory');
  const can = { edit: useCan('meal_category_edit'), upload: useCan('meal_category_upload') };
  const list = useCrudList<MealCategory>('meal-plan', fetchMealPlans);
  const refresh = useRefreshDiners();
  const [dialog, setDialog] = useState<{ mode: DialogMode; id?: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const reload = () => {
    refresh();
    void list.list.mutate();
  };

  const template = () => downloadFile(SYSTEM_PERSONNEL_PATHS.mealTemplate, {}, t('templateName'), 'post').catch(() => notify.error(t('templateFailed')));

  return (
    <Card className="page-card" data-testid="meal-category-page">
      <CrudTable<MealCategory>
        name="meal-plan"
        list={list}
        emptyText={t('empty')}
        searchFields={[{ field: 'name', label: t('field.name') }]}
        columns={[
          { title: t('field.name'), dataIndex: 'name', width: 140 },
          ...MEALS.map((meal) => ({
            title: t(`field.price${meal}`),
            dataIndex: `price${meal}`,
            width: 100,
            render: (_: unknown, row: MealCategory) => yuan(row.prices[meal - 1] ?? 0),
          })),
          { title: t('field.people'), dataIndex: 'people', width: 80 },
          { title: t('field.school'), dataIndex: 'schoolName', width: 160, ellipsis: true },
        ]}
        onAdd={can.edit ? () => setDialog({ mode: 'add' }) : undefined}
        onEdit={can.edit ? (row) => setDialog({ mode: 'edit', id: row.id }) : undefined}
        onRemove={can.edit ? (ids) => removeMealPlans(ids) : undefined}
        toolbar={
          can.upload ? (
            <>
              <Button icon={<IconDownload />} onClick={() => void template()} data-testid="meal-template">
                {t('template')}
              </Button>
              <Button type="primary" icon={<IconUpload />} onClick={() => setUploading(true)} data-testid="meal-upload">
                {t('upload.open')}
              </Button>
            </>
          ) : undefined
        }
      />
      <MealPlanDialog
        mode={dialog?.mode ?? null}
        id={dialog?.id}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          reload();
        }}
      />
      <MealUploadDialog visible={uploading} onClose={() => setUploading(false)} onChanged={reload} />
    </Card>
  );
}
