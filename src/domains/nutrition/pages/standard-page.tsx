import { Button, Card, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { FiguresState } from '../../../components/figures-state';
import { useCan } from '../../../components/use-can';
import { AGE_GROUPS, STANDARD_NUTRIENTS } from '../api';
import { StandardDialog } from '../components/standard-dialog';
import { figureText } from '../format';
import { nutritionKeys, useStandard } from '../hooks';
import '../i18n';

/**
 * 营养标准: WS/T 554-2017's daily figures by age group and sex (or the district's revision), with their sources; the
 * district (button nutrition_standard_revise, policy `nutrition.revise`) revises the figures with a reason.
 */
export function StandardPage() {
  const { t } = useTranslation('nutrition');
  const { data, error, mutate } = useStandard();
  const canRevise = useCan('nutrition_standard_revise');
  const { mutate: mutateAll } = useSWRConfig();
  const [editing, setEditing] = useState(false);
  const rows = data
    ? AGE_GROUPS.flatMap((group) =>
        (['male', 'female'] as const).map((sex) => ({ key: `${group}-${sex}`, group, sex, figures: data.daily[group]?.[sex] ?? {} })),
      )
    : [];
  return (
    <Card className="page-card" data-testid="nutrition-standard-page">
      <FiguresState error={error} loaded={Boolean(data)} onRetry={() => void mutate()} testId="nutrition-standard">
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <p data-testid="nutrition-standard-version">{t('version', { version: data?.version ?? '' })}</p>
          {canRevise ? (
            <Button type="primary" onClick={() => setEditing(true)} data-testid="nutrition-standard-revise">
              {t('revise.standard')}
            </Button>
          ) : null}
        </div>
        <Table
          rowKey="key"
          size="small"
          pagination={false}
          scroll={{ x: true }}
          data={rows}
          columns={[
            { title: t('field.ageGroup'), dataIndex: 'group', width: 100, render: (group: string) => t('ageGroup', { group }) },
            { title: '', dataIndex: 'sex', width: 60, render: (sex: string) => t(`sex.${sex}`) },
            ...STANDARD_NUTRIENTS.map((key) => ({
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
        {data?.revisions.length ? (
          <>
            <h4>{t('revise.history')}</h4>
            <ul data-testid="nutrition-standard-revisions">
              {data.revisions.map((row) => (
                <li key={row.revision}>{t('revise.revision', { revision: row.revision, reason: row.reason, user: row.createUser, time: row.createTime })}</li>
              ))}
            </ul>
          </>
        ) : null}
      </FiguresState>
      {editing && data ? (
        <StandardDialog
          standard={data}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            void mutateAll(nutritionKeys.matches);
          }}
        />
      ) : null}
    </Card>
  );
}
