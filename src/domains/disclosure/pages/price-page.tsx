import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import { useTranslation } from 'react-i18next';
import { usePrices } from '../hooks';
import { PriceTables } from '../components/price-tables';
import { SchoolSelect } from '../components/school-select';
import { FiguresState } from '../../../components/figures-state';
import { useChosenSchool } from './use-school';
import '../i18n';

/** 价格公示: a school's meal prices and the accepted unit prices of its goods, as parents see them. */
export function PricePage() {
  const { t } = useTranslation('disclosure');
  const { schools, schoolId, setSchoolId } = useChosenSchool();
  const prices = usePrices(schoolId);
  return (
    <Card className="page-card" data-testid="price-public-page" extra={<SchoolSelect schools={schools.data ?? []} value={schoolId} onChange={setSchoolId} />}>
      <FiguresState
        loaded={Boolean(schools.data && (!schoolId || prices.data))}
        error={schools.error ?? prices.error}
        empty={!schoolId || !prices.data}
        emptyText={t('noSchool')}
        onRetry={() => void Promise.all([schools.mutate(), prices.mutate()])}
        testId="prices-public"
      >
        {prices.data ? <PriceTables prices={prices.data} /> : null}
      </FiguresState>
    </Card>
  );
}
