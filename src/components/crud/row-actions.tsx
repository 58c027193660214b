import { Button, Space } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import './i18n';

interface Props {
  /** Names the test ids: `${testId}-add-child`, `${testId}-edit`, `${testId}-remove`. */
  testId: string;
  addChildLabel?: string;
  onAddChild?: () => void;
  onView: () => void;
  onEdit?: () => void;
  onRemove?: () => void;
}

/** The actions of a tree table's row: add below, view, edit, delete — each only when given. */
export function RowActions({ testId, addChildLabel, onAddChild, onView, onEdit, onRemove }: Props) {
  const { t } = useTranslation('crud');
  return (
    <Space size={4}>
      {onAddChild ? (
        <Button type="text" size="mini" onClick={onAddChild} data-testid={`${testId}-add-child`}>
          {addChildLabel}
        </Button>
      ) : null}
      <Button type="text" size="mini" onClick={onView}>
        {t('view')}
      </Button>
      {onEdit ? (
        <Button type="text" size="mini" onClick={onEdit} data-testid={`${testId}-edit`}>
          {t('edit')}
        </Button>
      ) : null}
      {onRemove ? (
        <Button type="text" size="mini" status="danger" onClick={onRemove} data-testid={`${testId}-remove`}>
          {t('remove')}
        </Button>
      ) : null}
    </Space>
  );
}
