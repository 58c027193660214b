import { IconRight } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TodoItem } from './types';
import './todo-cards.css';

/**
 * One card of 待办提醒 (or of a home page's figures): its title, its count and the list it opens. A count of 0, or one the
 * server could not compute, opens nothing: the card is shown, its link disabled — as does a card `linkless` (a list the
 * user's menus do not open). The title is the to-do item's (shell:todo.items.<key>) unless given.
 */
export function TodoCard({ item, title, linkless = false }: { item: TodoItem; title?: string; linkless?: boolean }) {
  const { t } = useTranslation('shell');
  const heading = title ?? t(`todo.items.${item.key}`, { defaultValue: item.key });
  const open = !item.error && Boolean(item.count) && !linkless;
  const body = (
    <>
      <span className="todo-card-title">{heading}</span>
      <span className="todo-card-count" data-testid="todo-card-count">
        {item.error || item.count === null ? t('todo.unavailable') : item.count}
      </span>
      <span className="todo-card-link">
        {t('todo.open')}
        <IconRight aria-hidden />
      </span>
    </>
  );
  return open ? (
    <Link className="todo-card" to={item.link} data-testid="todo-card" data-key={item.key}>
      {body}
    </Link>
  ) : (
    <span className="todo-card todo-card-disabled" aria-disabled="true" data-testid="todo-card" data-key={item.key}>
      {body}
    </span>
  );
}

/** A row of cards, each opening its filtered list. */
export function TodoCards({
  items,
  titleOf,
  opens,
  testId = 'todo-cards',
}: {
  items: readonly TodoItem[];
  /** Each card's title (the to-do item's by default). */
  titleOf?: (item: TodoItem) => string;
  /** Whether the user may open a card's list (every one by default). */
  opens?: (link: string) => boolean;
  testId?: string;
}) {
  return (
    <ul className="todo-cards" data-testid={testId}>
      {items.map((item) => (
        <li key={item.key}>
          <TodoCard item={item} title={titleOf?.(item)} linkless={opens ? !opens(item.link) : false} />
        </li>
      ))}
    </ul>
  );
}
