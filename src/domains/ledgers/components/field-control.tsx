import { Checkbox, DatePicker, Form, Input, InputNumber, Radio, Select, Switch, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Checkbox/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Switch/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECK_RESULT, MEALS, type LedgerField } from '../../../../contract/ledgers';
import { formatQty } from '../../purchase';
import { useBatches, useDevices, useDishes, useIssues, usePeople } from '../hooks';

interface Props {
  code: string;
  field: LedgerField;
  /** The meal chosen in the form (a dish's and an issue's choices depend on it). */
  meal: number | undefined;
}

/** The choice of a canteen's person, marked when off duty, unchecked or unfit today. */
function PersonSelect({ testId, ...rest }: { testId: string; value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation('ledgers');
  const { data, isLoading } = usePeople(true);
  const note = (person: NonNullable<typeof data>[number]): ReactNode =>
    person.checkResult === CHECK_RESULT.unfit ? (
      <Tag size="small" color="red">
        {t('person.unfit')}
      </Tag>
    ) : !person.onDuty ? (
      <Tag size="small">{t('person.offDuty')}</Tag>
    ) : person.checkResult === null ? (
      <Tag size="small" color="orange">
        {t('person.unchecked')}
      </Tag>
    ) : null;
  return (
    <Select
      {...rest}
      showSearch
      allowClear
      loading={isLoading}
      data-testid={testId}
      filterOption={(input, option) => String((option as { props?: { extra?: string } }).props?.extra ?? '').includes(input)}
    >
      {(data ?? []).map((person) => (
        <Select.Option key={person.id} value={person.id} extra={person.name}>
          {person.name} <span className="ledger-hint">{person.post}</span> {note(person)}
        </Select.Option>
      ))}
    </Select>
  );
}

function DishSelect({ meal, testId, ...rest }: { meal: number | undefined; testId: string; value?: string; onChange?: (value: string) => void }) {
  const { data, isLoading } = useDishes(meal);
  return <Select {...rest} allowClear loading={isLoading} data-testid={testId} options={(data ?? []).map((dish) => ({ label: dish.dish, value: dish.id }))} />;
}

function IssueSelect({ meal, testId, ...rest }: { meal: number | undefined; testId: string; value?: string[]; onChange?: (value: string[]) => void }) {
  const { t } = useTranslation('ledgers');
  const { data, isLoading } = useIssues(meal);
  return (
    <Select
      {...rest}
      mode="multiple"
      allowClear
      loading={isLoading}
      data-testid={testId}
      notFoundContent={t('issues.none')}
      options={(data ?? []).map((issue) => ({
        label: `${issue.goodsName} ${formatQty(issue.quantity, issue.baseUnit)}${issue.supplierName ? ` · ${issue.supplierName}` : ''}`,
        value: issue.movementId,
      }))}
    />
  );
}

/** A batch on hand (快速检测 / 农残检测), the latest stocked first; one failing its test marked. */
function BatchSelect({ testId, ...rest }: { testId: string; value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation('ledgers');
  const { data, isLoading } = useBatches(true);
  return (
    <Select
      {...rest}
      showSearch
      allowClear
      loading={isLoading}
      data-testid={testId}
      filterOption={(input, option) => String((option as { props?: { extra?: string } }).props?.extra ?? '').includes(input)}
    >
      {(data ?? []).map((batch) => (
        <Select.Option key={batch.id} value={batch.id} extra={batch.goodsName}>
          {batch.goodsName} <span className="ledger-hint">{`${batch.supplierName ?? ''} ${batch.stockedIn.slice(0, 10)}`}</span>{' '}
          {batch.testFailed ? (
            <Tag size="small" color="red">
              {t('batch.testFailed')}
            </Tag>
          ) : null}
        </Select.Option>
      ))}
    </Select>
  );
}

/** A testing device in use (检测设备); one past its calibration marked (a test on it is flagged). */
function DeviceSelect({ testId, ...rest }: { testId: string; value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation('ledgers');
  const { data, isLoading } = useDevices(true);
  return (
    <Select {...rest} allowClear loading={isLoading} data-testid={testId}>
      {(data ?? []).map((device) => (
        <Select.Option key={device.id} value={device.id}>
          {device.name} <span className="ledger-hint">{device.model}</span>{' '}
          {device.overdue ? (
            <Tag size="small" color="orange">
              {t('device.overdue')}
            </Tag>
          ) : null}
        </Select.Option>
      ))}
    </Select>
  );
}

/** One typed field of a ledger's form, by its kind (contract/ledgers/types.ts). */
export function FieldControl({ code, field, meal }: Props) {
  const { t } = useTranslation([`ledger-${code}`, 'ledgers']);
  const label = t(`fields.${field.name}`);
  const testId = `ledger-field-${field.name}`;
  const required = Boolean(field.required);
  const rules = required
    ? [
        {
          required: true,
          message: t(field.kind === 'text' || field.kind === 'integer' || field.kind === 'tenths' ? 'ledgers:required' : 'ledgers:choose', { label }),
        },
      ]
    : [];
  const item = (control: ReactNode, extra: Record<string, unknown> = {}) => (
    <Form.Item label={label} field={field.name} rules={rules} {...extra}>
      {control}
    </Form.Item>
  );
  switch (field.kind) {
    case 'text':
      return item(
        field.multiline ? (
          <Input.TextArea maxLength={field.maxLength.value} data-testid={testId} />
        ) : (
          <Input maxLength={field.maxLength.value} data-testid={testId} />
        ),
      );
    case 'integer':
      return item(<InputNumber precision={0} min={0} suffix={field.unit} style={{ width: 200 }} data-testid={testId} />);
    case 'tenths':
      return item(<InputNumber precision={1} step={0.1} suffix={field.unit ?? '°C'} style={{ width: 200 }} data-testid={testId} />);
    case 'boolean':
      return item(<Switch data-testid={testId} />, { triggerPropName: 'checked' });
    case 'datetime':
      return item(<DatePicker showTime format="YYYY-MM-DD HH:mm:ss" data-testid={testId} />);
    case 'choice':
      return item(
        <Select
          allowClear
          data-testid={testId}
          options={(field.codes as readonly (string | number)[]).map((value) => ({ label: t(`options.${field.options}.${value}`), value }))}
        />,
      );
    case 'choices':
      return item(
        <Checkbox.Group
          data-testid={testId}
          options={(field.codes as readonly string[]).map((value) => ({ label: t(`options.${field.options}.${value}`), value }))}
        />,
      );
    case 'meal':
      return item(<Radio.Group type="button" data-testid={testId} options={MEALS.map((value) => ({ label: t(`ledgers:meal.${value}`), value }))} />);
    case 'person':
      return item(<PersonSelect testId={testId} />);
    case 'dish':
      return item(<DishSelect meal={meal} testId={testId} />);
    case 'issues':
      return item(<IssueSelect meal={meal} testId={testId} />);
    case 'batch':
      return item(<BatchSelect testId={testId} />);
    case 'device':
      return item(<DeviceSelect testId={testId} />);
  }
}
