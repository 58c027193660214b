import { Card, Form, Input, Modal, Select, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SAFETY_KEEPERS } from '../../../../contract/roles';
import { CrudTable, useCrudList } from '../../../components/crud';
import { FormDialog } from '../../../components/form-dialog';
import { useAccess } from '../../../components/use-access';
import { fetchArticles, removeArticle, saveArticle, type Article, type ArticleValues } from '../api';
import '../i18n';

const CATEGORIES = [1, 2, 3, 4] as const;
const required = (message: string) => [
  { required: true, validator: (value: unknown, callback: (error?: string) => void) => callback(String(value ?? '').trim() ? undefined : message) },
];

/** 食安知识库: the district's articles by category, searched by a word or the title's pinyin initials; the bureau writes them. */
export function KnowledgePage() {
  const { t } = useTranslation('safety');
  const keeper = useAccess().canOpen({ roles: SAFETY_KEEPERS });
  const list = useCrudList<Article>('safety-article', fetchArticles);
  const [reading, setReading] = useState<Article | null>(null);
  const [editing, setEditing] = useState<{ article?: Article } | null>(null);
  const [form] = Form.useForm<ArticleValues>();
  return (
    <Card className="page-card" data-testid="knowledge-page">
      <CrudTable<Article>
        name="article"
        list={list}
        addLabel={t('article.add')}
        searchFields={[
          { field: 'keyword', label: t('article.keyword'), control: <Input allowClear placeholder={t('article.keywordHint')} style={{ width: 240 }} /> },
          {
            field: 'category',
            label: t('article.category'),
            control: (
              <Select
                allowClear
                placeholder={t('article.all')}
                style={{ width: 140 }}
                options={CATEGORIES.map((value) => ({ label: t(`article.categories.${value}`), value: String(value) }))}
              />
            ),
          },
        ]}
        columns={[
          { title: t('article.title'), dataIndex: 'title', ellipsis: true },
          {
            title: t('article.category'),
            dataIndex: 'category',
            width: 120,
            render: (value: Article['category']) => <Tag color="arcoblue">{t(`article.categories.${value}`)}</Tag>,
          },
          { title: t('article.dept'), dataIndex: 'deptName', width: 160 },
          { title: t('article.updateTime'), dataIndex: 'updateTime', width: 170 },
        ]}
        onAdd={keeper ? () => setEditing({}) : undefined}
        onView={(row) => setReading(row)}
        onEdit={keeper ? (row) => setEditing({ article: row }) : undefined}
        onRemove={keeper ? async (ids) => void (await Promise.all(ids.map(removeArticle))) : undefined}
      />
      <Modal title={reading?.title} visible={reading !== null} onCancel={() => setReading(null)} footer={null} style={{ width: 720 }}>
        <div data-testid="article-view" style={{ whiteSpace: 'pre-wrap' }}>
          {reading?.content}
        </div>
      </Modal>
      <FormDialog<ArticleValues, Article>
        title={editing?.article ? t('article.edit') : t('article.add')}
        visible={editing !== null}
        form={form}
        width={720}
        refusal="inline"
        success={t('crud:saved')}
        onOpen={() => form.setFieldsValue(editing?.article ?? { category: 1 })}
        save={(values) =>
          saveArticle({
            ...(editing?.article ? { id: editing.article.id, version: editing.article.version } : {}),
            category: values.category,
            title: values.title.trim(),
            content: values.content.trim(),
          })
        }
        onSaved={() => {
          setEditing(null);
          void list.list.mutate();
        }}
        onClose={() => setEditing(null)}
        testId="article-dialog"
      >
        <Form.Item label={t('article.category')} field="category" rules={[{ required: true, message: t('article.rule.category') }]}>
          <Select options={CATEGORIES.map((value) => ({ label: t(`article.categories.${value}`), value }))} />
        </Form.Item>
        <Form.Item label={t('article.title')} field="title" rules={required(t('article.rule.title'))}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item label={t('article.content')} field="content" rules={required(t('article.rule.content'))} extra={t('article.plain')}>
          <Input.TextArea maxLength={10000} showWordLimit autoSize={{ minRows: 6, maxRows: 16 }} />
        </Form.Item>
      </FormDialog>
    </Card>
  );
}
