import { Button, Form, Input, InputNumber, Select, type FormInstance } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { GoodsCategory } from '../../types';
import { duplicateLines } from './tender-rules';
import type { TenderValues } from './tender-values';

/** 招标清单: goods of the chosen category (none twice), spec, estimated quantity and an optional price cap. */
export function LinesSection({ form, categories }: { form: FormInstance<TenderValues> } & { categories: GoodsCategory[] }) {
  const { t } = useTranslation('bidding-tender');
  return (
    <Form.Item shouldUpdate noStyle>
      {(values: Partial<TenderValues>) => {
        const goods = categories.find((category) => category.code === values.category)?.children ?? [];
        const duplicates = duplicateLines(values.lines);
        return (
          <div className="tender-lines" data-testid="tender-lines">
            <div className="tender-row tender-row-head" aria-hidden>
              <span style={{ width: 220 }}>{t('field.goods')}</span>
              <span style={{ width: 200 }}>{t('field.spec')}</span>
              <span style={{ width: 150 }}>{t('field.estQty')}</span>
              <span style={{ width: 150 }}>{t('field.maxPrice')}</span>
            </div>
            <Form.List field="lines">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((item, index) => {
                    const unit = goods.find((entry) => entry.code === values.lines?.[index]?.goodsCode)?.unit;
                    return (
                      <div key={item.key} className="tender-row" data-testid={`tender-line-${index}`}>
                        <Form.Item field={`${item.field}.goodsCode`} noStyle rules={[{ required: true, message: t('rule.goods') }]}>
                          <Select
                            style={{ width: 220 }}
                            placeholder={values.category ? t('field.goods') : t('chooseCategoryFirst')}
                            aria-label={`${t('field.goods')} ${index + 1}`}
                            status={duplicates.includes(index) ? 'error' : undefined}
                            showSearch
                            options={goods.map((entry) => ({ label: `${entry.name}（${entry.unit}）`, value: entry.code }))}
                            onChange={(code: string) => {
                              // the dictionary's spec as a starting point, when the line has none
                              const spec = goods.find((entry) => entry.code === code)?.spec;
                              const lines = [...(form.getFieldsValue().lines ?? [])];
                              if (spec && lines[index] && !lines[index].spec) {
                                lines[index] = { ...lines[index], goodsCode: code, spec };
                                form.setFieldValue('lines', lines);
                              }
                            }}
                          />
                        </Form.Item>
                        <Form.Item field={`${item.field}.spec`} noStyle>
                          <Input maxLength={50} style={{ width: 200 }} placeholder={t('field.spec')} aria-label={`${t('field.spec')} ${index + 1}`} />
                        </Form.Item>
                        <Form.Item field={`${item.field}.estQty`} noStyle rules={[{ required: true, message: t('rule.estQty') }]}>
                          <InputNumber
                            min={0.01}
                            max={99_999_999}
                            precision={2}
                            style={{ width: 150 }}
                            suffix={unit}
                            placeholder={t('field.estQty')}
                            aria-label={`${t('field.estQty')} ${index + 1}`}
                          />
                        </Form.Item>
                        <Form.Item field={`${item.field}.maxPrice`} noStyle>
                          <InputNumber
                            min={0.01}
                            max={9_999_999}
                            precision={2}
                            style={{ width: 150 }}
                            placeholder={t('optional')}
                            aria-label={`${t('field.maxPrice')} ${index + 1}`}
                          />
                        </Form.Item>
                        <Button
                          icon={<IconDelete />}
                          aria-label={t('removeLine', { index: index + 1 })}
                          onClick={() => remove(index)}
                          disabled={fields.length <= 1}
                        />
                      </div>
                    );
                  })}
                  <Button icon={<IconPlus />} size="small" onClick={() => add({})} disabled={fields.length >= 200} data-testid="tender-line-add">
                    {t('addLine')}
                  </Button>
                </>
              )}
            </Form.List>
            {duplicates.length ? (
              <p className="tender-error" role="alert" data-testid="tender-lines-error">
                {t('rule.duplicate')}
              </p>
            ) : null}
          </div>
        );
      }}
    </Form.Item>
  );
}
