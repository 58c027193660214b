import { Card, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useTranslation } from 'react-i18next';
import { FiguresState } from '../../../components/figures-state';
import { AGE_GROUPS } from '../api';
import { figureText } from '../format';
import { useStandard } from '../hooks';
import '../i18n';

const KEYS = ['energy', 'protein', 'fibre', 'calcium', 'iron', 'zinc', 'vitaminA', 'vitaminB1', 'vitaminB2', 'vitaminC'] as const;

/** 营养标准: WS/T 554-2017's daily figures by age group and sex (or the district's revision), with their sources. */
export function StandardPage() {
  const { t } = useTranslation('nutrition');
  const { data, error, mutate } = useStandard();
  const rows = data
    ? AGE_GROUPS.flatMap((group) =>
        (['male', 'female'] as const).map((sex) => ({ key: `${group}-${sex}`, group, sex, figures: data.daily[group]?.[sex] ?? {} })),
      )
    : [];
  return (
    <Card className="page-card" data-testid="nutrition-standard-page">
      <FiguresState error={error} loaded={Boolean(data)} onRetry={() => void mutate()} testId="nutrition-standard">
        <p data-testid="nutrition-standard-version">{t('version', { version: data?.version ?? '' })}</p>
        <Table
          rowKey="key"
          size="small"
          pagination={false}
          scroll={{ x: true }}
          data={rows}
          columns={[
            { title: t('field.ageGroup'), dataIndex: 'group', width: 100, render: (group: string) => t('ageGroup', { group }) },
            { title: '', dataIndex: 'sex', width: 60, render: (sex: string) => t(`sex.${sex}`) },
            ...KEYS.map((key) => ({
              title: t(`nutrient.${key}`),
              dataIndex: key,
              render: (_: unknown, row: (typeof rows)[number]) => figureText(row.figures[key] ?? null, t),
            })),
          ]}
        />
        <h4>{t('field.sourceNote')}</h4>
        <ul>
          {Object.entries(data?.sources ?? {}).map(([key, text]) => (
            <li key={key}>{text}</li>
          ))}
        </ul>
      </FiguresState>
    </Card>
  );
}
