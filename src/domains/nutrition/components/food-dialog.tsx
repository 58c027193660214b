import { Checkbox, Form, Input, InputNumber, Modal, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Checkbox/style/css';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { FOOD_KINDS, NUTRIENTS, saveFood, type Food, type Nutrient } from '../api';
import { figureInput, parseFigure, reasonRule } from '../format';
import '../i18n';

interface Props {
  /** The food revised; `null` a new local one; `undefined` closed. */
  food: Food | null | undefined;
  onClose: () => void;
  onSaved: (food: Food) => void;
}

interface Values {
  name: string;
  kind: string;
  dark: boolean;
  edible?: number;
  nutrients: Partial<Record<Nutrient, string>>;
  reason: string;
}

/** 新增食材 / 修订 for the district: the food's name, kind, edible share and 13 figures (empty: 缺失), with a reason. */
export function FoodDialog({ food, onClose, onSaved }: Props) {
  const { t } = useTranslation('nutrition');
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const values = await form.validate().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      const nutrients = Object.fromEntries(NUTRIENTS.map((key) => [key, parseFigure(values.nutrients?.[key]) ?? null]));
      const saved = await saveFood({
        ...(food ? { code: food.code } : {}),
        name: values.name,
        kind: values.kind,
        dark: Boolean(values.dark),
        edible: values.edible ?? null,
        nutrients,
        reason: values.reason,
      });
      notify.success(t('crud:saved'));
      onSaved(saved);
    } catch (error) {
      notify.error(errorText(error, t('saveFailed')));
    } finally {
      setSaving(false);
    }
  };
  const initial: Partial<Values> = food
    ? {
        name: food.name,
        kind: food.kind,
        dark: food.dark,
        edible: food.edible ?? undefined,
        nutrients: Object.fromEntries(NUTRIENTS.map((key) => [key, figureInput(food.nutrients[key])])),
      }
    : { dark: false, nutrients: {} };
  return (
    <Modal
      visible={food !== undefined}
      title={food ? `${t('revise.title')}：${food.name}（${food.code}）` : t('revise.addTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      unmountOnExit
      style={{ width: 720 }}
      data-testid="nutrition-food-dialog"
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', columnGap: 12 }}>
          <Form.Item field="name" label={t('field.name')} rules={[{ required: true, message: t('revise.nameRequired') }]}>
            <Input maxLength={50} data-testid="nutrition-food-name" />
          </Form.Item>
          <Form.Item field="kind" label={t('field.kind')} rules={[{ required: true, message: t('revise.kindRequired') }]}>
            <Select options={FOOD_KINDS.map((kind) => ({ label: t(`kind.${kind}`), value: kind }))} data-testid="nutrition-food-kind" />
          </Form.Item>
          <Form.Item field="edible" label={t('field.edible')} extra={t('revise.empty')}>
            <InputNumber min={1} max={100} precision={0} data-testid="nutrition-food-edible" />
          </Form.Item>
          <Form.Item field="dark" label=" " triggerPropName="checked">
            <Checkbox>{t('revise.dark')}</Checkbox>
          </Form.Item>
          {NUTRIENTS.map((key) => (
            <Form.Item
              key={key}
              field={`nutrients.${key}`}
              label={t(`nutrient.${key}`)}
              rules={[{ validator: (value: string | undefined, callback) => callback(parseFigure(value) === undefined ? t('revise.badFigure') : undefined) }]}
            >
              <Input allowClear placeholder={t('missing')} data-testid={`nutrition-food-${key}`} />
            </Form.Item>
          ))}
        </div>
        <Form.Item field="reason" label={t('revise.reason')} rules={[{ required: true, validator: reasonRule(t('revise.reasonRequired')) }]}>
          <Input.TextArea maxLength={200} data-testid="nutrition-food-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
