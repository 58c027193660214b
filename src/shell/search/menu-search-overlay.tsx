import { Button, Input, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css';
import { IconSearch } from '@arco-design/web-react/icon';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MenuNode } from '../../session';
import { menuLabel } from '../menus/menu-label';
import { leaves, targetOf } from '../menus/menu-model';
import { buildIndex, searchMenu, type IndexedItem, type ToSyllables } from './menu-search';

// pinyin-pro with its dictionary is large: it is loaded when the search first opens.
let pinyinLoad: Promise<ToSyllables> | undefined;
const loadPinyin = () =>
  (pinyinLoad ??= import('pinyin-pro').then(
    ({ pinyin }) =>
      (text: string) =>
        pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' }),
  ));

/** The menu search overlay: leaf items by name prefix (and pinyin); arrows, Enter, Esc. */
export function MenuSearch({ modules }: { modules: MenuNode[] }) {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [cursor, setCursor] = useState(0);
  const [toSyllables, setToSyllables] = useState<ToSyllables>();

  useEffect(() => {
    if (open && !toSyllables) void loadPinyin().then((fn) => setToSyllables(() => fn));
  }, [open, toSyllables]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const index = useMemo(
    () =>
      buildIndex(
        leaves(modules).map((leaf) => ({
          name: menuLabel(leaf.node, i18n.language, t),
          path: targetOf(leaf.node),
          trail: [leaf.module, ...leaf.trail].map((node) => menuLabel(node, i18n.language, t)),
        })),
        toSyllables,
      ),
    [modules, i18n.language, t, toSyllables],
  );
  const hits = useMemo(() => searchMenu(index, query), [index, query]);

  const close = () => {
    setOpen(false);
    setQuery('');
    setCursor(0);
  };
  const go = (hit: IndexedItem | undefined) => {
    if (!hit) return;
    void navigate(hit.path);
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') setCursor((value) => Math.min(value + 1, hits.length - 1));
    else if (event.key === 'ArrowUp') setCursor((value) => Math.max(value - 1, 0));
    else if (event.key === 'Enter') go(hits[cursor]);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <Button type="text" icon={<IconSearch />} aria-label={t('search.open')} onClick={() => setOpen(true)} data-testid="menu-search-button" />
      <Modal visible={open} onCancel={close} footer={null} title={t('search.title')} className="menu-search" escToExit autoFocus={false} unmountOnExit>
        <Input
          autoFocus
          prefix={<IconSearch />}
          value={query}
          onChange={(value) => (setQuery(value), setCursor(0))}
          onKeyDown={onKeyDown}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          // the combobox pattern: the results are its list, the arrows move through them
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={hits.length > 0}
          aria-controls="menu-search-results"
          aria-activedescendant={hits[cursor] ? `menu-search-${cursor}` : undefined}
          data-testid="menu-search-input"
        />
        <ul id="menu-search-results" role="listbox" aria-label={t('search.title')} className="menu-search-results" data-testid="menu-search-results">
          {hits.map((hit, position) => (
            <li
              key={hit.path}
              id={`menu-search-${position}`}
              role="option"
              aria-selected={position === cursor}
              className={position === cursor ? 'active' : ''}
              onMouseEnter={() => setCursor(position)}
              onClick={() => go(hit)}
            >
              <span className="menu-search-name">{hit.name}</span>
              <span className="menu-search-trail">{hit.trail.join(' / ')}</span>
            </li>
          ))}
        </ul>
        {/* beside the list, not in it (a listbox holds options only), and said when it appears */}
        <p className="menu-search-empty" role="status">
          {query && hits.length === 0 ? t('search.none') : null}
        </p>
      </Modal>
    </>
  );
}
