import { Button, Form, Input, InputNumber, Modal, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { saveDish, type Dish, type DishValues } from '../api';
import { useFoods } from '../hooks';
import '../i18n';

interface Props {
  /** The dish edited; `null` a new one; `undefined` closed. */
  dish: Dish | null | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** A dish: its name, cooking method and ingredients in whole grams a serving. */
export function DishDialog({ dish, onClose, onSaved }: Props) {
  const { t } = useTranslation('nutrition');
  const [form] = Form.useForm<DishValues>();
  const [saving, setSaving] = useState(false);
  const foods = useFoods();
  const options = (foods.data?.records ?? []).map((food) => ({ label: `${food.name}（${food.code}）`, value: food.code }));
  const save = async () => {
    const values = await form.validate();
    setSaving(true);
    try {
      await saveDish({ ...values, ...(dish ? { id: dish.id, version: dish.version } : {}) });
      notify.success(t('crud:saved'));
      onSaved();
    } catch (error) {
      notify.error(errorText(error, t('saveFailed')));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      visible={dish !== undefined}
      title={dish ? t('dish.edit') : t('dish.add')}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      unmountOnExit
      style={{ width: 640 }}
      data-testid="nutrition-dish-dialog"
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          (dish
            ? { name: dish.name, cookingMethod: dish.cookingMethod, ingredients: dish.ingredients.map(({ foodCode, grams }) => ({ foodCode, grams })) }
            : { ingredients: [{}] }) as Partial<DishValues>
        }
      >
        <Form.Item field="name" label={t('field.dish')} rules={[{ required: true, message: t('field.dish') }]}>
          <Input maxLength={50} data-testid="nutrition-dish-name" />
        </Form.Item>
        <Form.Item field="cookingMethod" label={t('field.cookingMethod')}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.List field="ingredients">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <div key={field.key} style={{ display: 'flex', gap: 8 }}>
                  <Form.Item
                    field={`${field.field}.foodCode`}
                    label={index ? undefined : t('field.ingredients')}
                    rules={[{ required: true, message: t('pickFood') }]}
                    style={{ flex: 2 }}
                  >
                    <Select showSearch allowClear placeholder={t('pickFood')} options={options} data-testid={`nutrition-dish-food-${index}`} />
                  </Form.Item>
                  <Form.Item
                    field={`${field.field}.grams`}
                    label={index ? undefined : t('field.grams')}
                    rules={[{ required: true, type: 'number', min: 1, max: 2000 }]}
                    style={{ flex: 1 }}
                  >
                    <InputNumber precision={0} min={1} max={2000} data-testid={`nutrition-dish-grams-${index}`} />
                  </Form.Item>
                  <Button type="text" onClick={() => remove(index)} aria-label={t('crud:remove')}>
                    ×
                  </Button>
                </div>
              ))}
              <Button onClick={() => add({})} data-testid="nutrition-dish-add-ingredient">
                {t('addIngredient')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
