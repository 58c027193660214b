import { Table, Tag, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import '@arco-design/web-react/es/Tooltip/style/css';
import { useTranslation } from 'react-i18next';
import type { Check } from '../api';
import { LIGHT_COLOR } from '../format';
import '../i18n';

/** Nutrients against the standard, each with its traffic light; a value missing figures says which ingredients. */
export function ChecksTable({ checks, testId }: { checks: Check[]; testId: string }) {
  const { t } = useTranslation('nutrition');
  return (
    <Table<Check>
      data-testid={testId}
      rowKey="nutrient"
      size="small"
      pagination={false}
      data={checks}
      columns={[
        { title: t('field.nutrientCol'), dataIndex: 'nutrient', render: (key: string) => t(`nutrient.${key}`) },
        {
          title: t('field.value'),
          dataIndex: 'value',
          render: (value: number, row) =>
            row.missing.length ? (
              <Tooltip content={t('missingData', { names: row.missing.join('、') })}>
                <span data-testid={`${testId}-${row.nutrient}-incomplete`}>≥ {value}</span>
              </Tooltip>
            ) : (
              value
            ),
        },
        { title: t('field.target'), dataIndex: 'target', render: (value: number | null) => value ?? t('missing') },
        {
          title: t('field.percent'),
          dataIndex: 'light',
          render: (light: Check['light'], row) => (
            <Tag color={LIGHT_COLOR[light]} data-testid={`${testId}-${row.nutrient}`} data-light={light}>
              {row.percent === null ? t(`light.${light}`) : `${row.percent}% · ${t(`light.${light}`)}`}
            </Tag>
          ),
        },
      ]}
    />
  );
}
