import { Button, Tag } from '@arco-design/web-react';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Picked } from './selection';

interface Props {
  items: Picked[];
  placeholder: string;
  disabled?: boolean;
  testId: string;
  /** The picker, given the open flag and its close handler. */
  renderPicker: (open: boolean, close: () => void) => ReactElement;
  onRemove: (id: string) => void;
}

/** A form field showing what was picked, with a button that opens the picker. */
export function PickerField({ items, placeholder, disabled, testId, renderPicker, onRemove }: Props) {
  const { t } = useTranslation('pickers');
  const [open, setOpen] = useState(false);
  return (
    <div className="picker-field" data-testid={testId}>
      {items.length ? (
        items.map((item) => (
          <Tag key={item.id} closable={!disabled} onClose={() => onRemove(item.id)}>
            {item.name}
          </Tag>
        ))
      ) : (
        <span className="picker-placeholder">{placeholder}</span>
      )}
      {disabled ? null : (
        <Button size="small" onClick={() => setOpen(true)} data-testid={`${testId}-open`}>
          {t('choose')}
        </Button>
      )}
      {renderPicker(open, () => setOpen(false))}
    </div>
  );
}
