import { Form, Input, InputNumber, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useTranslation } from 'react-i18next';
import { CrudDialog, type DialogMode } from '../../../components/crud';
import { fetchMealPlan, saveMealPlan } from '../api';
import { useSchoolsAndCanteens } from '../../org';
import { fenOf } from '../money';
import type { MealCategory } from '../types';
import '../meal-i18n';

const MEALS = [1, 2, 3, 4] as const;

interface FormValues {
  schoolId?: string;
  name: string;
  price1?: number;
  price2?: number;
  price3?: number;
  price4?: number;
}

interface Props {
  mode: DialogMode | null;
  id?: string;
  onClose: () => void;
  onSaved: () => void;
}

/** Add a meal plan to a school, or edit one (with the version it was loaded at: a second save gets the 409). Prices in 元, sent as fen. */
export function MealPlanDialog({ mode, id, onClose, onSaved }: Props) {
  const { t } = useTranslation('mealCategory');
  const { schools, isLoading } = useSchoolsAndCanteens();
  return (
    <CrudDialog<MealCategory, FormValues>
      name="meal-plan"
      subject={t('subject')}
      mode={mode}
      id={id}
      width={520}
      loadDetail={fetchMealPlan}
      toValues={(plan) => ({
        schoolId: plan.schoolId,
        name: plan.name,
        ...Object.fromEntries(MEALS.map((meal) => [`price${meal}`, (plan.prices[meal - 1] ?? 0) / 100])),
      })}
      initialValues={{ schoolId: schools.length === 1 ? schools[0]!.id : undefined, price1: 0, price2: 0, price3: 0, price4: 0 }}
      submit={(values) =>
        saveMealPlan({
          id: values.id,
          version: values.version,
          schoolId: values.schoolId,
          name: values.name.trim(),
          prices: MEALS.map((meal) => fenOf(values[`price${meal}`] ?? 0)),
        })
      }
      onClose={onClose}
      onSaved={onSaved}
    >
      {schools.length > 1 ? (
        <Form.Item label={t('field.school')} field="schoolId" rules={[{ required: true, message: t('rule.school') }]}>
          <Select
            loading={isLoading}
            disabled={mode !== 'add'}
            options={schools.map((school) => ({ label: school.name, value: school.id }))}
            data-testid="meal-plan-school"
          />
        </Form.Item>
      ) : null}
      <Form.Item label={t('field.name')} field="name" rules={[{ required: true, message: t('rule.name') }]}>
        <Input maxLength={50} data-testid="meal-plan-name" />
      </Form.Item>
      {MEALS.map((meal) => (
        <Form.Item key={meal} label={t(`field.price${meal}`)} field={`price${meal}`}>
          <InputNumber min={0} max={1000} precision={2} step={0.5} data-testid={`meal-plan-price${meal}`} />
        </Form.Item>
      ))}
    </CrudDialog>
  );
}
