import { Button, Card, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { useCan } from '../../../components/use-can';
import { notify } from '../../../lib/notify';
import { fetchDiners, moveCard } from '../api';
import { CardHistoryDrawer } from '../components/card-history-drawer';
import { ReplaceCardDialog } from '../components/replace-card-dialog';
import { CardStatusTag } from '../components/tags';
import { useRefreshDiners } from '../hooks';
import { CARD_STATUS, DINER_STATUS, type CardAction, type CardStatus, type Diner } from '../types';
import '../i18n';

/** Which moves a card in each state offers. */
const MOVES: Record<CardStatus, Exclude<CardAction, 'replace'>[]> = {
  [CARD_STATUS.normal]: ['lost', 'frozen', 'cancel'],
  [CARD_STATUS.lost]: ['unfrozen', 'cancel'],
  [CARD_STATUS.frozen]: ['unfrozen', 'cancel'],
  [CARD_STATUS.cancelled]: [],
};

/** 卡务管理: each person's card — report lost, freeze, restore, cancel, replace with a new number, issue one to a person without — and its history. */
export function CardPage() {
  const { t } = useTranslation('systemPersonnel');
  const can = { status: useCan('card_status_edit'), replace: useCan('card_replace') };
  const list = useCrudList<Diner>('diner-card', fetchDiners, { status: String(DINER_STATUS.normal) });
  const refresh = useRefreshDiners();
  const [replacing, setReplacing] = useState<{ person: Diner; action: 'replace' | 'issue' } | null>(null);
  const [history, setHistory] = useState<Diner | null>(null);

  const move = (person: Diner, action: Exclude<CardAction, 'replace'>) =>
    Modal.confirm({
      title: t(`card.${action}`),
      content: t('card.confirm', { name: person.name, action: t(`card.${action}`) }),
      okButtonProps: action === 'cancel' ? { status: 'danger' } : undefined,
      onOk: async () => {
        await moveCard({ personnelId: person.id, action });
        notify.success(t('card.done'));
        refresh();
      },
    });

  return (
    <Card className="page-card" data-testid="card-page">
      <CrudTable<Diner>
        name="diner-card"
        list={list}
        emptyText={t('empty')}
        searchFields={[
          { field: 'name', label: t('field.name') },
          { field: 'personnelNo', label: t('field.personnelNo') },
          { field: 'cardNo', label: t('field.cardNo') },
        ]}
        columns={[
          { title: t('field.personnelNo'), dataIndex: 'personnelNo', width: 110 },
          { title: t('field.name'), dataIndex: 'name', width: 100 },
          { title: t('field.type'), dataIndex: 'type', width: 80, render: (type: number) => t(`type.${type}`) },
          { title: t('field.className'), dataIndex: 'className', width: 110 },
          { title: t('field.cardNo'), dataIndex: 'cardNo', width: 120 },
          { title: t('field.cardStatus'), dataIndex: 'cardStatus', width: 90, render: (status: CardStatus | null) => <CardStatusTag status={status} /> },
          { title: t('field.school'), dataIndex: 'schoolName', width: 150, ellipsis: true },
        ]}
        rowActions={(row) => (
          <>
            {can.status
              ? (row.cardStatus ? MOVES[row.cardStatus] : []).map((action) => (
                  <Button
                    key={action}
                    type="text"
                    size="mini"
                    status={action === 'cancel' ? 'danger' : undefined}
                    onClick={() => move(row, action)}
                    data-testid={`card-${action}-${row.id}`}
                  >
                    {t(`card.${action}`)}
                  </Button>
                ))
              : null}
            {can.replace && row.cardStatus ? (
              <Button type="text" size="mini" onClick={() => setReplacing({ person: row, action: 'replace' })} data-testid={`card-replace-${row.id}`}>
                {t('card.replace')}
              </Button>
            ) : null}
            {can.replace && !row.cardStatus ? (
              <Button type="text" size="mini" onClick={() => setReplacing({ person: row, action: 'issue' })} data-testid={`card-issue-${row.id}`}>
                {t('card.issue')}
              </Button>
            ) : null}
            <Button type="text" size="mini" onClick={() => setHistory(row)} data-testid={`card-history-${row.id}`}>
              {t('card.history')}
            </Button>
          </>
        )}
      />
      <ReplaceCardDialog
        person={replacing?.person ?? null}
        action={replacing?.action}
        onClose={() => setReplacing(null)}
        onSaved={() => {
          setReplacing(null);
          refresh();
        }}
      />
      <CardHistoryDrawer person={history} onClose={() => setHistory(null)} />
    </Card>
  );
}
