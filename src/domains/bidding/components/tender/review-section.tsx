import { Button, Form, Input, InputNumber, Select, type FormInstance } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { PickerField, type Picked } from '../../../../components/pickers';
import { fetchGroupsForWeb } from '../../../bidding-group';
import { ApproverPicker } from './approver-picker';
import { scoreTotal } from './tender-rules';
import type { TenderValues } from './tender-values';
import { tenderKeys } from '../../queries';

interface Props {
  form: FormInstance<TenderValues>;
  approver: Picked[];
  onApprover: (items: Picked[]) => void;
}

/** 评审设置: shortlist and winners, the price weight and score items (their live total), publicity, panel and approver. */
export function ReviewSection({ form, approver, onApprover }: Props) {
  const { t } = useTranslation('bidding-tender');
  const groups = useSWR(tenderKeys.groups, () => fetchGroupsForWeb({ current: 1, size: 100 }));
  const whole = (field: keyof TenderValues, min: number, max: number) => (
    <Form.Item label={t(`field.${field}`)} field={field} rules={[{ required: true, type: 'number', min, max, message: t(`rule.${field}`, { min, max }) }]}>
      <InputNumber min={min} max={max} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );
  return (
    <div className="tender-grid">
      {whole('minBidders', 3, 20)}
      {whole('winnerCount', 1, 3)}
      {whole('priceWeight', 30, 100)}
      {whole('publicityDays', 3, 30)}
      <Form.Item label={t('field.biddingGroupId')} field="biddingGroupId" rules={[{ required: true, message: t('rule.biddingGroupId') }]}>
        <Select
          loading={groups.isLoading}
          showSearch
          options={(groups.data?.records ?? []).map((group) => ({ label: `${group.groupName}（${group.deptName}）`, value: group.id }))}
          notFoundContent={groups.error ? t('groupsFailed') : t('noGroups')}
          data-testid="tender-group"
        />
      </Form.Item>
      <Form.Item label={t('field.approverId')} field="approverId" rules={[{ required: true, message: t('rule.approverId') }]}>
        <PickerField
          testId="tender-approver"
          items={approver}
          placeholder={t('noApprover')}
          onRemove={() => {
            onApprover([]);
            form.setFieldValue('approverId', '');
          }}
          renderPicker={(open, close) => (
            <ApproverPicker
              open={open}
              value={approver}
              onChange={(items) => {
                onApprover(items);
                form.setFieldValue('approverId', items[0]?.id ?? '');
              }}
              onClose={close}
            />
          )}
        />
      </Form.Item>
      <Form.Item label={t('field.scoreItems')} className="tender-wide" required>
        <ScoreItems form={form} />
      </Form.Item>
    </div>
  );
}

/** The score items (code, name, maximum) and the total with the price weight, which must be 100. */
function ScoreItems({ form }: { form: FormInstance<TenderValues> }) {
  const { t } = useTranslation('bidding-tender');
  return (
    <div className="tender-score-items" data-testid="tender-score-items">
      <Form.List field="scoreItems">
        {(fields, { add, remove }) => (
          <>
            {fields.map((item, index) => (
              <div key={item.key} className="tender-row">
                <Form.Item field={`${item.field}.code`} noStyle rules={[{ required: true, message: t('rule.scoreCode') }]}>
                  <Input maxLength={20} placeholder={t('field.scoreCode')} aria-label={`${t('field.scoreCode')} ${index + 1}`} style={{ width: 140 }} />
                </Form.Item>
                <Form.Item field={`${item.field}.name`} noStyle rules={[{ required: true, message: t('rule.scoreName') }]}>
                  <Input maxLength={30} placeholder={t('field.scoreName')} aria-label={`${t('field.scoreName')} ${index + 1}`} style={{ width: 200 }} />
                </Form.Item>
                <Form.Item field={`${item.field}.max`} noStyle rules={[{ required: true, message: t('rule.scoreMax') }]}>
                  <InputNumber
                    min={1}
                    max={70}
                    precision={2}
                    placeholder={t('field.scoreMax')}
                    aria-label={`${t('field.scoreMax')} ${index + 1}`}
                    style={{ width: 120 }}
                  />
                </Form.Item>
                <Button icon={<IconDelete />} aria-label={t('removeScoreItem')} onClick={() => remove(index)} disabled={fields.length <= 1} />
              </div>
            ))}
            <Button icon={<IconPlus />} size="small" onClick={() => add({})} disabled={fields.length >= 10} data-testid="tender-score-add">
              {t('addScoreItem')}
            </Button>
          </>
        )}
      </Form.List>
      <ScoreTotal form={form} />
    </div>
  );
}

/** The live total of the score items and the price weight; watched, so it follows a record loaded into the form too. */
function ScoreTotal({ form }: { form: FormInstance<TenderValues> }) {
  const { t } = useTranslation('bidding-tender');
  const priceWeight = Form.useWatch('priceWeight', form) as TenderValues['priceWeight'] | undefined;
  const scoreItems = Form.useWatch('scoreItems', form) as TenderValues['scoreItems'] | undefined;
  const total = scoreTotal(priceWeight, scoreItems);
  return (
    <p className={total === 100 ? 'tender-total' : 'tender-total tender-error'} data-testid="tender-score-total" aria-live="polite">
      {t('scoreTotal', { total })}
      {total === 100 ? null : ` ${t('rule.scoreTotal')}`}
    </p>
  );
}
