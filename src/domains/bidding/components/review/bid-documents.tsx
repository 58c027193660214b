import { Empty, Spin, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { StatusPanel } from '../../../../components/status-panel';
import { fetchSignUpDocuments } from '../../api';
import type { SignUpDocument } from '../../types';
import '../../pages/review/i18n';
import { reviewKeys } from '../../queries';

/** A bidder's documents as kept at sign-up (qualificationInformation). */
export function BidDocuments({ signUpId }: { signUpId: string }) {
  const { t } = useTranslation('bidding-review');
  const { data, error, isLoading, mutate } = useSWR(reviewKeys.signUpDocuments(signUpId), () => fetchSignUpDocuments(signUpId));
  if (isLoading) return <Spin tip={t('common:loading')} />;
  if (error) return <StatusPanel kind="error" title={t('loadFailed')} actionLabel={t('common:retry')} onAction={() => void mutate()} error={error} />;
  return (
    <Table<SignUpDocument>
      rowKey="docType"
      size="small"
      pagination={false}
      data={data ?? []}
      data-testid="bid-documents"
      noDataElement={<Empty description={t('score.documents.empty')} />}
      columns={[
        { title: t('score.documents.type'), dataIndex: 'name', width: 160 },
        { title: t('score.documents.number'), dataIndex: 'docNo' },
        {
          title: t('score.documents.expiry'),
          dataIndex: 'expireDate',
          width: 180,
          render: (date: string | null, row) => (
            <span>
              {date ?? t('score.documents.noExpiry')} {row.expired ? <Tag color="red">{t('score.documents.expired')}</Tag> : null}
            </span>
          ),
        },
      ]}
    />
  );
}
