import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { mutate } from 'swr';
import { startLeave } from '../api';
import { LeaveForm } from '../components/leave-form';
import { PageHeader } from '../components/page-header';
import { detailPath, MENU } from '../paths';
import { flowKeys } from '../queries';
import '../i18n';
import '../workflow.css';

/** 发起请假 `/work/process/leave/form/{processDefinitionId}`: the form; once started, the leave's detail. */
export function LeaveFormPage() {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  const { processDefinitionId = '' } = useParams();
  return (
    <Card className="page-card" data-testid="leave-form-page">
      <PageHeader title={t('startLeave')} back={MENU.leave} />
      <LeaveForm
        submitLabel={t('submit')}
        onSubmit={(values) => startLeave(processDefinitionId, values)}
        onSaved={async (leave) => {
          await mutate(flowKeys.changed);
          void navigate(detailPath(leave.processInstanceId, leave.id));
        }}
      />
    </Card>
  );
}
