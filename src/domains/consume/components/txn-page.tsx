import { Button, Card, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState, type ReactNode } from 'react';
import { useCan } from '../../../components/use-can';
import { useRefreshConsume } from '../hooks';
import type { TxnKind } from '../paths';
import type { TxnRow } from '../types';
import { TxnTable } from './txn-table';
import '../consume.css';
import '../i18n';

export interface TxnDialogProps {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

interface Props {
  kind: TxnKind;
  /** The kind's own columns, between the person's and the balances. */
  columns: TableColumnProps<TxnRow>[];
  rowActions?: (row: TxnRow) => ReactNode;
  /** The button that adds one (shown by its button code) and the dialog it opens. */
  add: {
    permission: string;
    label: string;
    testId: string;
    dialog: (props: TxnDialogProps) => ReactNode;
    /** The dialog stays open after a save (it shows a receipt). */
    keepOpen?: boolean;
  };
}

/**
 * One page of wallet transactions (消费流水, 充值记录, 退款记录, 补贴发放): the kind's list, newest first, and the
 * button of the dialog that adds one; a save refreshes every list and summary of the domain.
 */
export function TxnPage({ kind, columns, rowActions, add }: Props) {
  const canAdd = useCan(add.permission);
  const [open, setOpen] = useState(false);
  const refresh = useRefreshConsume();
  return (
    <Card className="page-card" data-testid={`consume-${kind}-page`}>
      <TxnTable
        kind={kind}
        toolbar={
          canAdd ? (
            <Button type="primary" icon={<IconPlus />} onClick={() => setOpen(true)} data-testid={add.testId}>
              {add.label}
            </Button>
          ) : null
        }
        columns={columns}
        rowActions={rowActions}
      />
      {add.dialog({
        open,
        onClose: () => setOpen(false),
        onSaved: () => {
          if (!add.keepOpen) setOpen(false);
          refresh();
        },
      })}
    </Card>
  );
}
