import { Button, Card, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { confirmRemove, CrudTable, useCrudList } from '../../../../components/crud';
import { useSubmit } from '../../../../components/form-dialog';
import { useCan } from '../../../../components/use-can';
import { errorText } from '../../../../lib/http';
import { notify } from '../../../../lib/notify';
import { fetchBiddings, fetchGoodsTree, removeBiddings, withdrawBidding } from '../../api';
import { ProgressTag } from '../../components/progress-tag';
import { money } from '../../components/tender/format';
import { TerminateDialog } from '../../components/tender/terminate-dialog';
import { ALL_PROGRESS, EDITABLE, PROGRESS, TERMINABLE, type BiddingSummary } from '../../types';
import { DETAIL_PATH, FORM_PATH } from './paths';
import './i18n';
import { biddingKeys, TENDER_LIST } from '../../queries';

/** 招标项目: the tenderer's tenders, with the actions each state allows. */
export function TenderListPage() {
  const { t } = useTranslation('bidding-tender');
  const navigate = useNavigate();
  const can = {
    add: useCan('bidding_add'),
    edit: useCan('bidding_edit'),
    remove: useCan('bidding_delete'),
    submit: useCan('bidding_submit'),
    terminate: useCan('bidding_terminate'),
  };
  const [terminating, setTerminating] = useState<BiddingSummary | null>(null);
  const list = useCrudList<BiddingSummary>(TENDER_LIST, fetchBiddings);
  const goods = useSWR(biddingKeys.goodsTree, fetchGoodsTree);
  const refresh = () => void list.list.mutate();
  const failed = (error: unknown) => notify.error(errorText(error, t('saveFailed')));

  const withdraw = useSubmit(withdrawBidding, { success: t('withdrawn'), onSaved: refresh, refusal: 'toast', fallback: t('saveFailed') });
  const remove = (row: BiddingSummary) =>
    confirmRemove(
      1,
      () =>
        removeBiddings([row.id]).then(
          () => undefined,
          (error: unknown) => {
            failed(error);
            throw error;
          },
        ),
      refresh,
    );
  const open = (path: string, row?: BiddingSummary) => void navigate(row ? `${path}?id=${row.id}` : path);

  const action = (key: string, label: string, onClick: () => void, status?: 'danger') => (
    <Button key={key} type="text" size="mini" status={status} onClick={onClick} data-testid={`bidding-tender-${key}`}>
      {label}
    </Button>
  );

  return (
    <Card className="page-card" data-testid="tender-list-page">
      <CrudTable<BiddingSummary>
        name={TENDER_LIST}
        list={list}
        emptyText={t('empty')}
        addLabel={t('add')}
        searchFields={[
          { field: 'title', label: t('field.title') },
          {
            field: 'category',
            label: t('field.category'),
            control: (
              <Select allowClear style={{ width: 160 }} placeholder={t('field.category')} loading={goods.isLoading}>
                {(goods.data ?? []).map((category) => (
                  <Select.Option key={category.code} value={category.code}>
                    {category.name}
                  </Select.Option>
                ))}
              </Select>
            ),
          },
          {
            field: 'biddingProgress',
            label: t('bidding:field.progress'),
            control: (
              <Select allowClear style={{ width: 140 }} placeholder={t('bidding:progress.all')}>
                {ALL_PROGRESS.map((progress) => (
                  <Select.Option key={progress} value={String(progress)}>
                    {t(`bidding:progress.${progress}`)}
                  </Select.Option>
                ))}
              </Select>
            ),
          },
        ]}
        columns={[
          { title: t('bidding:field.biddingNo'), dataIndex: 'biddingNo', width: 160, ellipsis: true },
          // the title and the state keep their room at 1280 px: the times give way first
          { title: t('field.title'), dataIndex: 'title', width: 220, ellipsis: true },
          { title: t('field.category'), dataIndex: 'categoryName', width: 110 },
          { title: t('bidding:field.budget'), dataIndex: 'budget', width: 130, align: 'right', render: money },
          { title: t('bidding:field.signUpEnd'), dataIndex: 'signUpEnd', width: 160, ellipsis: true },
          { title: t('bidding:field.openingTime'), dataIndex: 'openingTime', width: 160, ellipsis: true },
          {
            title: t('bidding:field.progress'),
            dataIndex: 'biddingProgress',
            width: 100,
            render: (progress: BiddingSummary['biddingProgress']) => <ProgressTag progress={progress} />,
          },
          { title: t('bidding:field.signUpCount'), dataIndex: 'signUpCount', width: 80, align: 'right' },
        ]}
        onAdd={can.add ? () => open(FORM_PATH) : undefined}
        onView={(row) => open(DETAIL_PATH, row)}
        rowActions={(row) => {
          const editable = EDITABLE.includes(row.biddingProgress);
          return [
            editable && can.edit ? action(`edit-${row.id}`, t('edit'), () => open(FORM_PATH, row)) : null,
            editable && can.edit && can.submit ? action(`submit-${row.id}`, t('submit'), () => open(FORM_PATH, row)) : null,
            row.biddingProgress === PROGRESS.pending && can.submit ? action(`withdraw-${row.id}`, t('withdraw'), () => void withdraw.submit(row)) : null,
            TERMINABLE.includes(row.biddingProgress) && can.terminate
              ? action(`terminate-${row.id}`, t('terminate.action'), () => setTerminating(row), 'danger')
              : null,
            editable && can.remove ? action(`remove-${row.id}`, t('remove'), () => remove(row), 'danger') : null,
          ];
        }}
      />
      <TerminateDialog
        bidding={terminating}
        onClose={() => setTerminating(null)}
        onDone={() => {
          setTerminating(null);
          refresh();
        }}
      />
    </Card>
  );
}
