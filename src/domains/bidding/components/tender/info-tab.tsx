import { Descriptions, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useTranslation } from 'react-i18next';
import { useQualificationTypes } from '../../../supplier';
import type { BiddingDetail, BiddingLine } from '../../types';
import { money } from './format';

/** 基本信息: every field of the tender, the approval opinion and the termination or award reason. */
export function InfoTab({ bidding }: { bidding: BiddingDetail }) {
  const { t } = useTranslation('bidding-tender');
  const { types } = useQualificationTypes();
  const docs = bidding.requiredDocTypes.map((type) => types.find((option) => option.key === String(type))?.label ?? String(type));
  const rows = [
    [t('bidding:field.biddingNo'), bidding.biddingNo],
    [t('field.title'), bidding.title],
    [t('field.category'), bidding.categoryName],
    [t('bidding:field.school'), bidding.schoolName],
    [t('field.budget'), money(bidding.budget)],
    [t('field.supply'), `${bidding.supplyStart} ~ ${bidding.supplyEnd}`],
    [t('field.signUpStart'), bidding.signUpStart],
    [t('field.signUpEnd'), bidding.signUpEnd],
    [t('field.openingTime'), bidding.openingTime],
    [t('field.minBidders'), bidding.minBidders],
    [t('field.winnerCount'), bidding.winnerCount],
    [t('field.priceWeight'), bidding.priceWeight],
    [t('field.scoreItems'), bidding.scoreItems.map((item) => `${item.name}（${item.code}）${item.max}`).join('；')],
    [t('field.publicityDays'), bidding.publicityDays],
    [t('bidding:field.publicityEnd'), bidding.publicityEnd ?? ''],
    [t('field.biddingGroupId'), bidding.biddingGroupName],
    [t('field.approverId'), bidding.approverName ?? ''],
    [t('field.createUser'), bidding.createBy],
    [t('bidding:field.createTime'), bidding.createTime],
    [t('field.requiredDocTypes'), docs.join('、')],
    [t('field.qualificationReq'), bidding.qualificationReq],
    [t('field.content'), bidding.content],
    [t('field.approveOpinion'), bidding.approveOpinion ? `${bidding.approveOpinion}${bidding.approveTime ? `（${bidding.approveTime}）` : ''}` : ''],
    [t('field.terminateReason'), bidding.terminateReason],
    [t('field.awardReason'), bidding.awardReason],
  ] as const;
  return (
    <Descriptions
      column={2}
      border
      data-testid="tender-info"
      data={rows.filter(([, value]) => value !== '' && value !== null).map(([label, value]) => ({ label, value: <span className="tender-pre">{value}</span> }))}
    />
  );
}

/** 清单: the goods lines. */
export function LinesTab({ lines }: { lines: BiddingLine[] }) {
  const { t } = useTranslation('bidding-tender');
  return (
    <Table<BiddingLine>
      rowKey="id"
      data={lines}
      pagination={false}
      data-testid="tender-lines-table"
      columns={[
        { title: '#', dataIndex: 'id', width: 50, render: (_: string, _line, index) => index + 1 },
        { title: t('field.goods'), dataIndex: 'goodsName' },
        { title: t('field.spec'), dataIndex: 'spec' },
        { title: t('field.unit'), dataIndex: 'unit', width: 80 },
        { title: t('field.estQty'), dataIndex: 'estQty', width: 120, align: 'right', render: money },
        { title: t('field.maxPrice'), dataIndex: 'maxPrice', width: 120, align: 'right', render: money },
      ]}
    />
  );
}
