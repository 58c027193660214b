import { Button, Descriptions, Drawer, Empty, Space, Spin, Table, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Drawer/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Space/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tabs/style/css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../../../../components/status-panel';
import { ProgressTag, ShortStatusTag } from '../progress-tag';
import { PROGRESS, type BiddingDetail } from '../../types';
import '../../pages/supplier/i18n';
import { money } from './format';
import { useNotices, useTender, useTenderLines } from './hooks';

function Basics({ detail }: { detail: BiddingDetail }) {
  const { t } = useTranslation('bidding-supplier');
  const item = (label: string, value: ReactNode) => ({ label, value });
  return (
    <div data-testid="tender-basics">
      <Descriptions
        column={2}
        border
        data={[
          item(t('bidding:field.biddingNo'), detail.biddingNo),
          item(t('bidding:field.progress'), <ProgressTag progress={detail.biddingProgress} />),
          item(t('bidding:field.title'), detail.title),
          item(t('bidding:field.school'), detail.schoolName),
          item(t('bidding:field.category'), detail.categoryName),
          item(t('bidding:field.budget'), money(detail.budget)),
          item(t('detail.supply'), `${detail.supplyStart} ~ ${detail.supplyEnd}`),
          item(t('detail.signUp'), `${detail.signUpStart} ~ ${detail.signUpEnd}`),
          item(t('bidding:field.openingTime'), detail.openingTime),
          item(t('detail.winnerCount'), detail.winnerCount),
          item(t('detail.content'), detail.content),
          item(t('detail.qualificationReq'), detail.qualificationReq || '—'),
        ]}
      />
    </div>
  );
}

function Lines({ id }: { id: string }) {
  const { t } = useTranslation('bidding-supplier');
  const { data, error, isLoading, mutate } = useTenderLines(id);
  if (error) return <StatusPanel kind="error" title={t('detail.linesFailed')} actionLabel={t('common:retry')} onAction={() => void mutate()} error={error} />;
  return (
    <Table
      rowKey="id"
      data-testid="tender-lines"
      loading={isLoading}
      data={data ?? []}
      pagination={false}
      noDataElement={<Empty description={t('detail.noLines')} />}
      columns={[
        { title: t('line.goodsName'), dataIndex: 'goodsName' },
        { title: t('line.spec'), dataIndex: 'spec' },
        { title: t('line.unit'), dataIndex: 'unit', width: 70 },
        { title: t('line.estQty'), dataIndex: 'estQty', align: 'right', width: 100 },
        { title: t('line.maxPrice'), dataIndex: 'maxPrice', align: 'right', width: 110, render: (value: number | null) => money(value) },
      ]}
    />
  );
}

function Notices({ id }: { id: string }) {
  const { t } = useTranslation('bidding-supplier');
  const { data, error, isLoading, mutate } = useNotices(id);
  if (isLoading) return <Spin className="page-loading" tip={t('common:loading')} />;
  if (error) return <StatusPanel kind="error" title={t('detail.noticesFailed')} actionLabel={t('common:retry')} onAction={() => void mutate()} error={error} />;
  if (!data?.length) return <Empty description={t('detail.noNotices')} />;
  return (
    <div data-testid="tender-notices">
      {data.map((notice) => (
        <article key={notice.id} className="bidding-notice">
          <h4>
            {t(`bidding:notice.${notice.type}`)} · {notice.title}
          </h4>
          <p className="bidding-notice-time">{notice.publishTime}</p>
          <p className="bidding-notice-body">{notice.content}</p>
        </article>
      ))}
    </div>
  );
}

/** A published tender, read-only: 基本信息, 清单, 公告; 报名 while sign-up is open and the supplier has not signed up. */
export function TenderDrawer({ id, canSignUp, onClose, onSignUp }: { id: string | undefined; canSignUp: boolean; onClose: () => void; onSignUp: () => void }) {
  const { t } = useTranslation('bidding-supplier');
  const { data, error, isLoading, mutate } = useTender(id);
  const open = data && canSignUp && data.biddingProgress === PROGRESS.signUp && !data.signUpId;
  return (
    <Drawer
      width={760}
      title={data?.title ?? t('detail.title')}
      visible={Boolean(id)}
      onCancel={onClose}
      unmountOnExit
      footer={
        <Space>
          {data?.signUpId && data.shortStatus !== null && data.shortStatus !== undefined ? (
            <span data-testid="tender-signed-up">
              {t('hall.signedUp')} <ShortStatusTag status={data.shortStatus} />
            </span>
          ) : null}
          <Button onClick={onClose}>{t('detail.close')}</Button>
          {open ? (
            <Button type="primary" onClick={onSignUp} data-testid="tender-sign-up">
              {t('hall.signUp')}
            </Button>
          ) : null}
        </Space>
      }
    >
      {isLoading ? (
        <Spin className="page-loading" tip={t('common:loading')} />
      ) : error || !data || !id ? (
        <StatusPanel kind="error" title={t('detail.failed')} actionLabel={t('common:retry')} onAction={() => void mutate()} error={error} />
      ) : (
        <Tabs defaultActiveTab="basics" data-testid="tender-tabs">
          <Tabs.TabPane key="basics" title={t('detail.basics')}>
            <Basics detail={data} />
          </Tabs.TabPane>
          <Tabs.TabPane key="lines" title={t('detail.lines')}>
            <Lines id={id} />
          </Tabs.TabPane>
          <Tabs.TabPane key="notices" title={t('detail.notices')}>
            <Notices id={id} />
          </Tabs.TabPane>
        </Tabs>
      )}
    </Drawer>
  );
}
