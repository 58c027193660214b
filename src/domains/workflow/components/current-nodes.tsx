import { useTranslation } from 'react-i18next';
import type { CurrentNode } from '../types';
import '../i18n';

/** Where an instance waits: each current node with its assignee, or 已结束. */
export function CurrentNodes({ nodes }: { nodes: CurrentNode[] }) {
  const { t } = useTranslation('workflow');
  if (!nodes.length) return <span className="flow-ended">{t('ended')}</span>;
  return <>{nodes.map((node) => `${node.name}（${node.assigneeName || t('candidates')}）`).join('，')}</>;
}
