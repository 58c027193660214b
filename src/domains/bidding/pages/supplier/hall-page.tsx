import { Button, Card, Select, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../../components/crud';
import { useCan } from '../../../../components/use-can';
import { fetchAllBiddings } from '../../api';
import { ProgressTag, ShortStatusTag } from '../../components/progress-tag';
import { Countdown } from '../../components/supplier/countdown';
import { money } from '../../components/supplier/format';
import { fetchMySignUps } from '../../components/supplier/hooks';
import { SignUpDialog } from '../../components/supplier/sign-up-dialog';
import { TenderDrawer } from '../../components/supplier/tender-drawer';
import '../../components/supplier/supplier.css';
import { PROGRESS, type BiddingSummary, type Progress, type SupplierBiddingRow } from '../../types';
import './i18n';

/** The published states a supplier may filter by; 报名中 when none is chosen. */
const PUBLISHED: Progress[] = [3, 4, 5, 6, 7, 8, 9, 10];
const ALL = 'all';
const THREE_DAYS = 3 * 86_400;

type Row = BiddingSummary & { mine?: SupplierBiddingRow };

/** The hall lists 报名中 unless another state (or every published one) is chosen; each row with the supplier's own sign-up. */
async function fetchHall({ biddingProgress, ...query }: Record<string, string | number>) {
  const [page, mine] = await Promise.all([
    fetchAllBiddings({ ...query, ...(biddingProgress === ALL ? {} : { biddingProgress: biddingProgress ?? PROGRESS.signUp }) }),
    fetchMySignUps(),
  ]);
  return { ...page, records: page.records.map((row): Row => ({ ...row, mine: mine.get(row.id) })) };
}

/** 招标大厅: the tenders open to the supplier, their detail and 报名. */
export function HallPage() {
  const { t } = useTranslation('bidding-supplier');
  const canSignUp = useCan('bidding_signup');
  const list = useCrudList<Row>('bidding-supplier-hall', fetchHall);
  const [viewing, setViewing] = useState<string>();
  const [signingUp, setSigningUp] = useState<string>();

  return (
    <Card className="page-card" data-testid="bidding-hall-page">
      <CrudTable<Row>
        name="bidding-hall"
        list={list}
        emptyText={t('hall.empty')}
        searchFields={[
          { field: 'title', label: t('bidding:field.title') },
          {
            field: 'biddingProgress',
            label: t('bidding:field.progress'),
            control: (
              <Select placeholder={t('bidding:progress.3')} allowClear style={{ width: 160 }} data-testid="bidding-hall-progress">
                {PUBLISHED.map((progress) => (
                  <Select.Option key={progress} value={String(progress)}>
                    {t(`bidding:progress.${progress}`)}
                  </Select.Option>
                ))}
                <Select.Option value={ALL}>{t('hall.allPublished')}</Select.Option>
              </Select>
            ),
          },
        ]}
        columns={[
          { title: t('bidding:field.biddingNo'), dataIndex: 'biddingNo', width: 170 },
          { title: t('bidding:field.title'), dataIndex: 'title', width: 240 },
          { title: t('bidding:field.school'), dataIndex: 'schoolName', width: 150 },
          { title: t('hall.category'), dataIndex: 'categoryName', width: 100 },
          { title: t('hall.budget'), dataIndex: 'budget', width: 120, align: 'right', render: (value: number) => money(value) },
          {
            title: t('bidding:field.signUpEnd'),
            dataIndex: 'signUpEnd',
            width: 180,
            render: (value: string, row) => (
              <>
                <div>{value}</div>
                {row.biddingProgress === PROGRESS.signUp ? <Countdown until={value} within={THREE_DAYS} /> : null}
              </>
            ),
          },
          { title: t('bidding:field.openingTime'), dataIndex: 'openingTime', width: 180 },
          {
            title: t('bidding:field.progress'),
            dataIndex: 'biddingProgress',
            width: 190,
            render: (progress: Progress, row) => {
              const own = row.mine;
              return (
                <Space size={4} wrap>
                  <ProgressTag progress={progress} />
                  {own ? (
                    <span className="bidding-signed-up" data-testid={`bidding-hall-signed-up-${row.id}`}>
                      {t('hall.signedUp')} <ShortStatusTag status={own.shortStatus} />
                    </span>
                  ) : null}
                </Space>
              );
            },
          },
        ]}
        onView={(row) => setViewing(row.id)}
        rowActions={(row) =>
          canSignUp && row.biddingProgress === PROGRESS.signUp && !row.mine ? (
            <Button type="text" size="mini" onClick={() => setSigningUp(row.id)} data-testid={`bidding-hall-${row.id}-sign-up`}>
              {t('hall.signUp')}
            </Button>
          ) : null
        }
      />
      <TenderDrawer id={viewing} canSignUp={canSignUp} onClose={() => setViewing(undefined)} onSignUp={() => setSigningUp(viewing)} />
      <SignUpDialog
        biddingId={signingUp}
        onClose={() => setSigningUp(undefined)}
        onDone={() => {
          setSigningUp(undefined);
          setViewing(undefined);
        }}
      />
    </Card>
  );
}
