import { Button, Card, Modal, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { notify } from '../../../lib/notify';
import { useToday } from '../../../lib/server-clock';
import { endSurvey, fetchSurveys } from '../api';
import { SurveyDialog } from '../components/survey-dialog';
import { SurveyResultDrawer } from '../components/survey-result';
import { useLinks } from '../hooks';
import { SURVEY_LIST } from '../queries';
import type { Survey } from '../types';
import '../i18n';

/** Where a survey stands: open today, not started yet, or ended (its period over, or ended early). */
export const surveyState = (survey: Survey, today: string) =>
  survey.open ? 'open' : survey.status === 1 && survey.startDate > today ? 'pending' : ('ended' as const);

const STATE_COLOR = { open: 'green', pending: 'arcoblue', ended: 'gray' } as const;

/** 满意度评价: the surveys of the schools of the caller's reach, started by a school or its bureau, and their results. */
export function SatisfactionPage() {
  const { t } = useTranslation('disclosure');
  const keeps = Boolean(useLinks().data?.length);
  const list = useCrudList<Survey>(SURVEY_LIST, fetchSurveys);
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<Survey | null>(null);
  const today = useToday();
  const end = (survey: Survey) =>
    Modal.confirm({
      title: t('survey.end'),
      content: t('survey.endConfirm', { title: survey.title }),
      onOk: async () => {
        await endSurvey(survey);
        notify.success(t('crud:saved'));
        await list.list.mutate();
      },
    });
  return (
    <Card className="page-card" data-testid="satisfaction-page">
      <CrudTable<Survey>
        name={SURVEY_LIST}
        list={list}
        columns={[
          { title: t('survey.title'), dataIndex: 'title', ellipsis: true },
          { title: t('survey.audience'), dataIndex: 'audience', width: 90, render: (audience: number) => t(`survey.audiences.${audience}`) },
          { title: t('survey.period'), dataIndex: 'startDate', width: 210, render: (start: string, row) => `${start} ~ ${row.endDate}` },
          { title: t('survey.schools'), dataIndex: 'schoolNames', ellipsis: true, render: (names: string[]) => names.join('、') },
          { title: t('survey.responses'), dataIndex: 'responses', width: 90 },
          {
            title: t('survey.status'),
            dataIndex: 'status',
            width: 90,
            render: (_: number, row) => {
              const state = surveyState(row, today);
              return <Tag color={STATE_COLOR[state]}>{t(`survey.statuses.${state}`)}</Tag>;
            },
          },
        ]}
        onAdd={keeps ? () => setAdding(true) : undefined}
        addLabel={t('survey.add')}
        rowActions={(row) => (
          <>
            <Button type="text" size="mini" onClick={() => setViewing(row)} data-testid={`survey-result-${row.id}`}>
              {t('survey.result')}
            </Button>
            {row.own && row.status === 1 ? (
              <Button type="text" size="mini" onClick={() => end(row)} data-testid={`survey-end-${row.id}`}>
                {t('survey.end')}
              </Button>
            ) : null}
          </>
        )}
      />
      <SurveyDialog
        visible={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          void list.list.mutate();
        }}
      />
      <SurveyResultDrawer survey={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
