import { Card, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { fetchEvaluations, type EvaluationRow } from '../api';
import { LIGHT_COLOR } from '../format';
import '../i18n';

const SHOWN = ['energy', 'protein', 'calcium', 'iron', 'vitaminC'] as const;

/** 食谱评价: each published week of the reach, scored with its reasons. */
export function EvaluationPage() {
  const { t } = useTranslation('nutrition');
  const list = useCrudList<EvaluationRow>('nutrition-evaluation', fetchEvaluations);
  return (
    <Card className="page-card" data-testid="nutrition-evaluation-page">
      <CrudTable<EvaluationRow>
        name="nutrition-evaluation"
        list={list}
        columns={[
          { title: t('field.weekStart'), dataIndex: 'weekStart', width: 110 },
          { title: t('field.school'), dataIndex: 'schoolName', width: 150 },
          { title: t('field.canteen'), dataIndex: 'canteenName', width: 160 },
          { title: t('field.ageGroup'), dataIndex: 'ageGroup', width: 90, render: (group: string) => t('ageGroup', { group }) },
          {
            title: t('field.score'),
            dataIndex: 'evaluation',
            width: 100,
            render: (evaluation: EvaluationRow['evaluation'], row) => (
              <Tag color={evaluation.score >= 75 ? 'green' : evaluation.score >= 60 ? 'orange' : 'red'} data-testid={`nutrition-evaluation-score-${row.id}`}>
                {evaluation.score} · {evaluation.grade}
              </Tag>
            ),
          },
          ...SHOWN.map((key) => ({
            title: t(`nutrient.${key}`),
            dataIndex: key,
            width: 110,
            render: (_: unknown, row: EvaluationRow) => {
              const check = row.checks.find((item) => item.nutrient === key);
              return check ? <Tag color={LIGHT_COLOR[check.light]}>{check.percent === null ? t(`light.${check.light}`) : `${check.percent}%`}</Tag> : null;
            },
          })),
          { title: t('field.reasons'), dataIndex: 'reasons', render: (_: unknown, row) => row.evaluation.reasons.join('；') },
        ]}
      />
    </Card>
  );
}
