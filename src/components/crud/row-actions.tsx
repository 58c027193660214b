import { Button, Space, Trigger } from '@arco-design/web-react';
import '@arco-design/web-react/es/Trigger/style/css';
import { IconDown } from '@arco-design/web-react/icon';
import { Children, cloneElement, Fragment, isValidElement, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './i18n';

interface Props {
  /** Names the test ids: `${testId}-add-child`, `${testId}-view`, `${testId}-edit`, `${testId}-remove`, `${testId}-more`. */
  testId: string;
  addChildLabel?: string;
  onAddChild?: () => void;
  onView?: () => void;
  onEdit?: () => void;
  onRemove?: () => void;
  /** A screen's own actions, between edit and delete. */
  children?: ReactNode;
}

/** At most this many actions show on a row; past it, the first ones but one stay and the rest go into 更多. */
export const INLINE_ACTIONS = 3;

/** The actions themselves: fragments and arrays opened, nothing-s dropped. */
function flatten(nodes: ReactNode): ReactNode[] {
  return Children.toArray(nodes).flatMap((node) =>
    isValidElement<{ children?: ReactNode }>(node) && node.type === Fragment ? flatten(node.props.children) : [node],
  );
}

/**
 * The actions of a table's row: add below, view, edit, the screen's own, delete — each only when given, on one
 * line (docs/product-rules.md#lists): up to three show; more than that keeps two and puts the rest in 更多.
 */
export function RowActions({ testId, addChildLabel, onAddChild, onView, onEdit, onRemove, children }: Props) {
  const { t } = useTranslation('crud');
  const actions = flatten([
    onAddChild ? (
      <Button key="add-child" type="text" size="mini" onClick={onAddChild} data-testid={`${testId}-add-child`}>
        {addChildLabel}
      </Button>
    ) : null,
    onView ? (
      <Button key="view" type="text" size="mini" onClick={onView} data-testid={`${testId}-view`}>
        {t('view')}
      </Button>
    ) : null,
    onEdit ? (
      <Button key="edit" type="text" size="mini" onClick={onEdit} data-testid={`${testId}-edit`}>
        {t('edit')}
      </Button>
    ) : null,
    <Fragment key="own">{children}</Fragment>,
    onRemove ? (
      <Button key="remove" type="text" size="mini" status="danger" onClick={onRemove} data-testid={`${testId}-remove`}>
        {t('remove')}
      </Button>
    ) : null,
  ]);
  const inline = actions.length > INLINE_ACTIONS ? actions.slice(0, INLINE_ACTIONS - 1) : actions;
  const rest = actions.slice(inline.length);
  return (
    <Space size={4} className="crud-row-actions">
      {inline}
      {rest.length ? <MoreActions testId={`${testId}-more`}>{rest}</MoreActions> : null}
    </Space>
  );
}

/** 更多: a button that opens the rest of the row's actions; the keyboard moves into the list and Escape leaves it. */
function MoreActions({ testId, children }: { testId: string; children: ReactNode[] }) {
  // the test ids of the actions inside, so that a browser test finds the 更多 that holds one (tests/e2e/helpers.ts)
  const holds = children
    .map((child) => (isValidElement<{ 'data-testid'?: string }>(child) ? child.props['data-testid'] : undefined))
    .filter(Boolean)
    .join(' ');
  const { t } = useTranslation('crud');
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const items = () => [...(list.current?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? [])];

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => items()[0]?.focus());
    return () => clearTimeout(timer);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      all[(at + (event.key === 'ArrowDown' ? 1 : all.length - 1)) % all.length]?.focus();
    }
  };

  return (
    <Trigger
      popupVisible={open}
      onVisibleChange={setOpen}
      trigger="click"
      position="br"
      popup={() => (
        // a click on an action runs it and closes the list
        <div ref={list} className="crud-more-list" role="menu" onClick={() => setOpen(false)} onKeyDown={onKeyDown} data-testid={`${testId}-list`}>
          {/* each action is an item of the menu */}
          {children.map((child) => (isValidElement<{ role?: string }>(child) ? cloneElement(child, { role: 'menuitem' }) : child))}
        </div>
      )}
    >
      <Button ref={trigger} type="text" size="mini" aria-haspopup="menu" aria-expanded={open} data-testid={testId} data-holds={holds}>
        {t('more')}
        <IconDown />
      </Button>
    </Trigger>
  );
}
