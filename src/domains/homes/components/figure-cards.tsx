import { useTranslation } from 'react-i18next';
import { TodoCards } from '../../workbench';
import type { FigureCard } from '../figures';
import { useOpens } from './opens';

/** A row of the home page's figure cards (the 待办提醒 card), each opening its filtered list when the user's menus have it. */
export function FigureCards({ cards, testId }: { cards: FigureCard[]; testId: string }) {
  const { t } = useTranslation('homes');
  const opens = useOpens();
  const titles = new Map(cards.map((item) => [item.key, t(item.title)]));
  return <TodoCards items={cards} titleOf={(item) => titles.get(item.key) ?? item.key} opens={opens} testId={testId} />;
}
