import { Card, Link } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Link/style/css';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useAccess } from '../../../components/use-access';
import { fetchCertificates } from '../api';
import { selectField } from '../components/filters';
import { PaperTag } from '../components/paper-tag';
import { TRACE_PATHS } from '../paths';
import { TRACE_LISTS } from '../queries';
import type { CertificateRow, PaperState } from '../types';
import '../components/trace.css';
import '../i18n';

/**
 * 资质证照: every paper with an expiry the caller reaches — the qualifications of the suppliers serving its schools,
 * their drivers' health certificates and (for those who read them) the canteen staff's —, soonest to lapse first, with
 * its state (有效, 30 天内到期, 已过期) and an Excel export of the filter. A supplier sees its own papers and drivers.
 */
export function CertificatePage() {
  const { t } = useTranslation('trace');
  const list = useCrudList<CertificateRow>(TRACE_LISTS.certificates, fetchCertificates);
  const supplier = useAccess().kind === 'supplier';
  const kinds = (supplier ? ['qualification', 'driver'] : ['qualification', 'driver', 'staff']).map((kind) => ({ value: kind, label: t(`paperKind.${kind}`) }));
  const states = (['valid', 'expiring', 'expired'] as const).map((state) => ({ value: state, label: t(`paper.${state}`) }));
  return (
    <Card className="page-card" data-testid="trace-certificates-page">
      <CrudTable<CertificateRow>
        name={TRACE_LISTS.certificates}
        list={list}
        emptyText={t('paper.empty')}
        exportFile={{ path: TRACE_PATHS.certificateExport, fileName: t('paper.fileName') }}
        searchFields={[
          { field: 'keyword', label: t('filter.keyword') },
          selectField('kind', t('filter.kind'), kinds),
          selectField('state', t('filter.state'), states),
        ]}
        columns={[
          { title: t('paper.kind'), dataIndex: 'kind', width: 150, render: (kind: CertificateRow['kind']) => t(`paperKind.${kind}`) },
          { title: t('paper.name'), dataIndex: 'name', width: 150 },
          { title: t('paper.holder'), dataIndex: 'holder', width: 180 },
          { title: t('paper.owner'), dataIndex: 'owner', width: 200 },
          { title: t('paper.docNo'), dataIndex: 'docNo', width: 170, render: (no: string) => no || '—' },
          { title: t('paper.expireDate'), dataIndex: 'expireDate', width: 110, render: (day: string | null) => day ?? t('paper.longTerm') },
          {
            title: t('paper.daysLeft'),
            dataIndex: 'daysLeft',
            width: 140,
            render: (days: number | null) => (days === null ? '—' : days < 0 ? t('paper.overdue', { count: -days }) : t('paper.left', { count: days })),
          },
          { title: t('paper.state'), dataIndex: 'state', width: 130, render: (state: PaperState) => <PaperTag state={state} /> },
          {
            title: t('paper.file'),
            dataIndex: 'fileLink',
            width: 80,
            render: (link: string | null) =>
              link ? (
                <Link href={link} target="_blank" rel="noreferrer">
                  {t('paper.view')}
                </Link>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </Card>
  );
}
