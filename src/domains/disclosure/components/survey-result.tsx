import { Descriptions, Drawer, Select, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Drawer/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart';
import { FiguresState } from '../../../components/figures-state';
import { useSurveyResult } from '../hooks';
import type { Survey, SurveyResult } from '../types';

const bars = (names: string[], values: (number | null)[]) => ({
  grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
  tooltip: { trigger: 'axis' },
  xAxis: { type: 'value', min: 0, max: 5 },
  yAxis: { type: 'category', data: names, inverse: true },
  series: [{ type: 'bar', data: values, barMaxWidth: 18 }],
});

function Charts({ result }: { result: SurveyResult }) {
  const { t } = useTranslation('disclosure');
  const options = useMemo(
    () => ({
      questions: bars(
        result.questions.map((question) => question.title),
        result.questions.map((question) => question.average),
      ),
      schools: bars(
        result.schools.map((school) => school.schoolName),
        result.schools.map((school) => school.average),
      ),
      trend: {
        grid: { left: 8, right: 8, top: 32, bottom: 8, containLabel: true },
        tooltip: { trigger: 'axis' },
        legend: { top: 0 },
        xAxis: { type: 'category', data: result.trend.map((day) => day.day) },
        yAxis: [
          { type: 'value', minInterval: 1 },
          { type: 'value', min: 0, max: 5 },
        ],
        series: [
          { name: t('survey.responses'), type: 'bar', data: result.trend.map((day) => day.responses) },
          { name: t('survey.average'), type: 'line', yAxisIndex: 1, data: result.trend.map((day) => day.average) },
        ],
      },
    }),
    [result, t],
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Descriptions
        column={2}
        data={[
          { label: t('survey.responses'), value: result.responses },
          { label: t('survey.average'), value: result.average ?? '—' },
        ]}
      />
      <h4>{t('survey.byQuestion')}</h4>
      <Chart option={options.questions} label={t('survey.byQuestion')} height={Math.max(160, result.questions.length * 36)} testId="survey-questions-chart" />
      <h4>{t('survey.bySchool')}</h4>
      <Chart option={options.schools} label={t('survey.bySchool')} height={Math.max(160, result.schools.length * 36)} />
      <h4>{t('survey.trend')}</h4>
      <Chart option={options.trend} label={t('survey.trend')} />
      <h4>{t('survey.comments')}</h4>
      <ul data-testid="survey-comments">
        {result.comments.map((comment) => (
          <li key={`${comment.time}-${comment.comment}`}>
            {comment.schoolName} · {comment.time}：{comment.comment}
          </li>
        ))}
      </ul>
    </Space>
  );
}

/** A survey's results: per question, per school, by day, the latest comments; one school or all of the caller's reach. */
export function SurveyResultDrawer({ survey, onClose }: { survey: Survey | null; onClose: () => void }) {
  const { t } = useTranslation('disclosure');
  const [schoolId, setSchoolId] = useState('');
  const result = useSurveyResult(survey?.id, schoolId);
  return (
    <Drawer width={720} title={survey?.title} visible={survey !== null} onCancel={onClose} footer={null} unmountOnExit data-testid="survey-result">
      {survey && survey.schoolIds.length > 1 ? (
        <Select
          aria-label={t('school')}
          style={{ width: 220, marginBottom: 16 }}
          value={schoolId}
          onChange={setSchoolId}
          options={[{ value: '', label: t('survey.allSchools') }, ...survey.schoolIds.map((id, index) => ({ value: id, label: survey.schoolNames[index]! }))]}
        />
      ) : null}
      <FiguresState
        loaded={Boolean(result.data)}
        error={result.error}
        empty={result.data?.responses === 0}
        emptyText={t('survey.noAnswer')}
        onRetry={() => void result.mutate()}
        testId="survey-result"
      >
        {result.data ? <Charts result={result.data} /> : null}
      </FiguresState>
    </Drawer>
  );
}
