import { Button, Form, Modal, Spin, type FormInstance } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../lib/http';
import { useSubmit } from '../form-dialog/use-submit';
import { StatusPanel } from '../status-panel';
import { ConflictNotice } from '../versioned/conflict-notice';
import './i18n';

export type DialogMode = 'add' | 'edit' | 'view';

/** What an edit carries besides the form's values: the record and the version it started from. */
export interface Edited {
  id?: string;
  version?: number;
}

export interface CrudDialogProps<Detail extends Required<Edited>, Values> {
  name: string;
  /** What the dialog edits, e.g. 用户: the title reads 新增 用户 / 编辑 用户 / 查看 用户. */
  subject: string;
  mode: DialogMode | null;
  id?: string;
  loadDetail: (id: string) => Promise<Detail>;
  toValues: (detail: Detail) => Partial<Values>;
  initialValues?: Partial<Values>;
  /** Saves; when editing, the values carry the record's id and the version it was loaded at. */
  submit: (values: Values & Edited, detail: Detail | undefined) => Promise<unknown>;
  onClose: () => void;
  /** After a save, with what the save answered (a create's new record: `useCrudList`'s `reveal`). */
  onSaved: (saved?: unknown) => void;
  children: ReactNode | ((form: FormInstance<Values>, detail: Detail | undefined) => ReactNode);
  width?: number;
}

/**
 * Add, edit and view in one dialog. Edit and view load `detail` first; view disables every field. A failed
 * save keeps what was typed; a 409 (someone saved first) says so and offers their version, whose version
 * number the next save then carries — never a silent overwrite.
 */
export function CrudDialog<Detail extends Required<Edited>, Values>(props: CrudDialogProps<Detail, Values>) {
  const { name, subject, mode, id, loadDetail, toValues, initialValues, submit, onClose, onSaved, children, width = 640 } = props;
  const { t } = useTranslation('crud');
  const [form] = Form.useForm<Values>();
  const [detail, setDetail] = useState<Detail>();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('ready');
  const [loadError, setLoadError] = useState<unknown>();
  const [conflict, setConflict] = useState(false);

  const load = async (fill: boolean) => {
    if (!id) return;
    setState('loading');
    try {
      const loaded = await loadDetail(id);
      setDetail(loaded);
      if (fill) form.setFieldsValue(toValues(loaded) as Parameters<typeof form.setFieldsValue>[0]);
      setState('ready');
      return loaded;
    } catch (error) {
      setLoadError(error);
      setState('failed');
      return undefined;
    }
  };

  useEffect(() => {
    if (!mode) return;
    setConflict(false);
    setDetail(undefined);
    form.resetFields();
    if (mode === 'add') {
      if (initialValues) form.setFieldsValue(initialValues as Parameters<typeof form.setFieldsValue>[0]);
      setState('ready');
    } else void load(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per opening
  }, [mode, id]);

  const { submit: send, saving } = useSubmit(
    (values: Values & Edited) => submit(detail ? { ...values, id: detail.id, version: detail.version } : values, detail),
    {
      success: t('saved'),
      onSaved,
      refusal: 'toast',
      fallback: t('loadFailed'),
      onRefused: (error) => {
        if (isHttpError(error) && error.code === 409 && mode === 'edit') setConflict(true);
      },
    },
  );
  const save = async () => {
    const values = await form.validate().catch(() => undefined);
    if (values) await send(values);
  };

  const readOnly = mode === 'view';
  return (
    <Modal
      title={`${t(`titles.${mode ?? 'add'}`)} ${subject}`}
      visible={mode !== null}
      onCancel={onClose}
      maskClosable={false}
      unmountOnExit
      style={{ width }}
      footer={
        <>
          <Button onClick={onClose}>{t(readOnly ? 'close' : 'common:cancel')}</Button>
          {readOnly ? null : (
            <Button type="primary" loading={saving} disabled={state !== 'ready'} onClick={() => void save()} data-testid={`${name}-save`}>
              {t('save')}
            </Button>
          )}
        </>
      }
    >
      {conflict ? <ConflictNotice testId={`${name}-conflict`} onLoadLatest={() => void load(true).then((loaded) => loaded && setConflict(false))} /> : null}
      {state === 'failed' ? (
        <StatusPanel kind="error" title={t('detailFailed')} actionLabel={t('common:retry')} onAction={() => void load(true)} error={loadError} />
      ) : (
        <Spin loading={state === 'loading'} style={{ display: 'block' }}>
          <Form id={`${name}-form`} form={form} layout="vertical" autoComplete="off" disabled={readOnly} data-testid={`${name}-form`}>
            {typeof children === 'function' ? children(form, detail) : children}
          </Form>
        </Spin>
      )}
    </Modal>
  );
}
