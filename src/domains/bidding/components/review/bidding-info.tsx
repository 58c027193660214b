import { Descriptions, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import { ProgressTag } from '../progress-tag';
import type { BiddingDetail, BiddingLine } from '../../types';
import { amount } from './amount';
import '../../pages/review/i18n';
import './review.css';

/** 基本信息 of a tender, read-only: what the approver checks and the supervisors read. */
export function BiddingInfo({ bidding }: { bidding: BiddingDetail }) {
  const { t } = useTranslation('bidding-review');
  const docTypes = bidding.requiredDocTypes.map((type) => t(`docType.${type}`, { defaultValue: String(type) })).join('、');
  const items = bidding.scoreItems.map((item) => t('info.scoreItem', { name: item.name, max: item.max })).join('；');
  return (
    <div data-testid="bidding-info">
      <Descriptions
        column={2}
        border
        size="small"
        data={[
          { label: t('bidding:field.title'), value: bidding.title, span: 2 },
          { label: t('bidding:field.biddingNo'), value: bidding.biddingNo },
          { label: t('bidding:field.progress'), value: <ProgressTag progress={bidding.biddingProgress} /> },
          { label: t('bidding:field.school'), value: bidding.schoolName },
          { label: t('bidding:field.category'), value: bidding.categoryName || bidding.category },
          { label: t('bidding:field.budget'), value: amount(bidding.budget) },
          { label: t('info.supply'), value: `${bidding.supplyStart} ~ ${bidding.supplyEnd}` },
          { label: t('bidding:field.signUpStart'), value: bidding.signUpStart },
          { label: t('bidding:field.signUpEnd'), value: bidding.signUpEnd },
          { label: t('bidding:field.openingTime'), value: bidding.openingTime },
          { label: t('info.minBidders'), value: bidding.minBidders },
          { label: t('info.winnerCount'), value: bidding.winnerCount },
          { label: t('info.panel'), value: bidding.biddingGroupName },
          { label: t('info.approver'), value: bidding.approverName || '—' },
          { label: t('info.creator'), value: bidding.createBy || '—' },
          { label: t('info.docTypes'), value: docTypes, span: 2 },
          { label: t('info.scoring'), value: `${items}；${t('info.priceWeight', { weight: bidding.priceWeight })}`, span: 2 },
          { label: t('info.qualificationReq'), value: bidding.qualificationReq || '—', span: 2 },
          { label: t('info.content'), value: <span className="review-pre">{bidding.content || '—'}</span>, span: 2 },
          ...(bidding.approveOpinion ? [{ label: t('info.opinion'), value: <Tag>{bidding.approveOpinion}</Tag>, span: 2 }] : []),
          ...(bidding.terminateReason ? [{ label: t('info.terminateReason'), value: bidding.terminateReason, span: 2 }] : []),
        ]}
      />
    </div>
  );
}

/** 清单: the goods lines of a tender. */
export function BiddingLines({ lines }: { lines: BiddingLine[] }) {
  const { t } = useTranslation('bidding-review');
  return (
    <Table<BiddingLine>
      rowKey="id"
      size="small"
      data-testid="bidding-lines"
      pagination={false}
      data={lines}
      noDataElement={<span>{t('lines.empty')}</span>}
      columns={[
        { title: t('lines.goodsCode'), dataIndex: 'goodsCode', width: 100 },
        { title: t('lines.goodsName'), dataIndex: 'goodsName' },
        { title: t('lines.spec'), dataIndex: 'spec', width: 120 },
        { title: t('lines.unit'), dataIndex: 'unit', width: 70 },
        { title: t('lines.estQty'), dataIndex: 'estQty', width: 110, align: 'right', render: (value: number) => amount(value) },
        { title: t('lines.maxPrice'), dataIndex: 'maxPrice', width: 110, align: 'right', render: (value: number | null) => amount(value) },
      ]}
    />
  );
}
