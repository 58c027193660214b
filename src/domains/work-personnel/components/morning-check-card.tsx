import { Card, Grid, Statistic } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Grid/style/css';
import '@arco-design/web-react/es/Statistic/style/css';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { StatusPanel } from '../../../components/status-panel';
import { fetchMorningCheck } from '../api';
import { workPersonnelKeys } from '../queries';
import '../i18n';

/** 今日晨检: how many of the people on duty had their morning check today (signdNumber), under `deptId`. */
export function MorningCheckCard({ deptId }: { deptId?: string }) {
  const { t } = useTranslation('workPersonnel');
  const figures = useSWR(workPersonnelKeys.morningCheck(deptId ?? ''), () => fetchMorningCheck({ deptId }));
  const data = figures.data;
  return (
    <Card size="small" title={data ? `${t('morning.title')} · ${data.date}` : t('morning.title')} data-testid="morning-check" className="work-morning-check">
      {figures.error && !data ? (
        <StatusPanel kind="error" title={t('morning.failed')} actionLabel={t('common:retry')} onAction={() => void figures.mutate()} error={figures.error} />
      ) : (
        <Grid.Row gutter={16}>
          <Grid.Col span={6}>
            <Statistic title={t('morning.total')} value={data?.total ?? 0} loading={figures.isLoading} data-testid="morning-total" />
          </Grid.Col>
          <Grid.Col span={6}>
            <Statistic title={t('morning.signed')} value={data?.signed ?? 0} loading={figures.isLoading} data-testid="morning-signed" />
          </Grid.Col>
          <Grid.Col span={6}>
            <Statistic title={t('morning.unsigned')} value={data ? data.total - data.signed : 0} loading={figures.isLoading} />
          </Grid.Col>
          <Grid.Col span={6}>
            <Statistic title={t('morning.abnormal')} value={data?.abnormal ?? 0} loading={figures.isLoading} />
          </Grid.Col>
        </Grid.Row>
      )}
    </Card>
  );
}
