import { Button, Space } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './i18n';

interface Props {
  /** Names the test ids: `${testId}-add-child`, `${testId}-view`, `${testId}-edit`, `${testId}-remove`. */
  testId: string;
  addChildLabel?: string;
  onAddChild?: () => void;
  onView?: () => void;
  onEdit?: () => void;
  onRemove?: () => void;
  /** A screen's own actions, between edit and delete. */
  children?: ReactNode;
}

/** The actions of a table's row: add below, view, edit, the screen's own, delete — each only when given. */
export function RowActions({ testId, addChildLabel, onAddChild, onView, onEdit, onRemove, children }: Props) {
  const { t } = useTranslation('crud');
  return (
    <Space size={4}>
      {onAddChild ? (
        <Button type="text" size="mini" onClick={onAddChild} data-testid={`${testId}-add-child`}>
          {addChildLabel}
        </Button>
      ) : null}
      {onView ? (
        <Button type="text" size="mini" onClick={onView} data-testid={`${testId}-view`}>
          {t('view')}
        </Button>
      ) : null}
      {onEdit ? (
        <Button type="text" size="mini" onClick={onEdit} data-testid={`${testId}-edit`}>
          {t('edit')}
        </Button>
      ) : null}
      {children}
      {onRemove ? (
        <Button type="text" size="mini" status="danger" onClick={onRemove} data-testid={`${testId}-remove`}>
          {t('remove')}
        </Button>
      ) : null}
    </Space>
  );
}
