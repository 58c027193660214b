import { Input, Spin, Tree } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Tree/style/css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../../../components/status-panel';
import '../../../components/pickers/i18n';
import type { DeptNode } from '../api';
import { useDeptTree } from '../hooks';

/** Nodes whose title contains the text, with their ancestors (so the match stays in place). */
export function filterTree(nodes: DeptNode[], text: string): DeptNode[] {
  if (!text) return nodes;
  return nodes.flatMap((node) => {
    const children = filterTree(node.children, text);
    return node.title.includes(text) || children.length ? [{ ...node, children }] : [];
  });
}

/**
 * The department tree beside a list or inside a picker: searchable, virtualised (a 5,000-node tree
 * renders only the rows in view), first level expanded. Selecting again clears the selection.
 */
export function DeptTree({
  whole = false,
  selected,
  onSelect,
  height = 560,
}: {
  whole?: boolean;
  selected?: string;
  onSelect: (id: string | undefined, node?: DeptNode) => void;
  height?: number;
}) {
  const { t } = useTranslation('pickers');
  const [text, setText] = useState('');
  const tree = useDeptTree(whole);
  const shown = useMemo(() => filterTree(tree.data ?? [], text.trim()), [tree.data, text]);
  const byId = useMemo(() => {
    const map = new Map<string, DeptNode>();
    const walk = (nodes: DeptNode[]) => nodes.forEach((node) => (map.set(node.id, node), walk(node.children)));
    walk(tree.data ?? []);
    return map;
  }, [tree.data]);
  if (tree.error && !tree.data)
    return <StatusPanel kind="error" title={t('treeFailed')} actionLabel={t('common:retry')} onAction={() => void tree.mutate()} error={tree.error} />;
  return (
    <div className="dept-tree" data-testid="dept-tree">
      <Input.Search allowClear placeholder={t('treeSearch')} value={text} onChange={setText} style={{ marginBottom: 8 }} aria-label={t('treeSearch')} />
      <Spin loading={tree.isLoading} style={{ display: 'block' }}>
        <Tree
          key={`${text}|${tree.data ? 'loaded' : 'loading'}`}
          blockNode
          treeData={shown}
          fieldNames={{ key: 'id', title: 'title', children: 'children' }}
          selectedKeys={selected ? [selected] : []}
          defaultExpandedKeys={text ? [...byId.keys()] : shown.map((node) => node.id)}
          virtualListProps={{ height }}
          onSelect={(keys) => {
            const id = keys[0] === selected ? undefined : (keys[0] as string | undefined);
            onSelect(id, id ? byId.get(id) : undefined);
          }}
        />
      </Spin>
    </div>
  );
}
