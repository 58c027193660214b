import { useTranslation } from 'react-i18next';
import { GrantDialog } from '../components/grant-dialog';
import { Money } from '../components/money';
import { TxnPage } from '../components/txn-page';

/** 补贴发放: the subsidy grants, newest first, and the 发放补贴 dialog. */
export function SubsidyPage() {
  const { t } = useTranslation('consume');
  return (
    <TxnPage
      kind="subsidy"
      add={{ permission: 'subsidy_grant', label: t('grant.title'), testId: 'grant-add', dialog: (props) => <GrantDialog {...props} /> }}
      columns={[
        { title: t('grant.amount'), dataIndex: 'amount', width: 110, align: 'right', render: (fen: number) => <Money fen={fen} /> },
        { title: t('field.remark'), dataIndex: 'remark', width: 140, ellipsis: true },
      ]}
    />
  );
}
