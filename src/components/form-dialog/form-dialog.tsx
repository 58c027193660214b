import { Alert, Form, Modal, type FormInstance, type FormProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import { useEffect, type ReactNode } from 'react';
import { useSubmit, type SubmitOptions } from './use-submit';

export interface FormDialogProps<Values, Result> extends SubmitOptions<Result> {
  title: ReactNode;
  visible: boolean;
  /** The dialog's form (the caller's, so its fields can be set from outside: a picker, a loaded record). */
  form: FormInstance<Values>;
  /** Runs with the validated values. */
  save: (values: Values) => Promise<Result>;
  onClose: () => void;
  /** Each time the dialog opens, after its form is reset: the dialog's own state (the people chosen, a receipt). */
  onOpen?: () => void;
  /** A check after the form's rules, which reports itself: false stops the save. */
  check?: (values: Values) => boolean;
  okText?: string;
  okTestId?: string;
  /** The confirming button in the danger colour (驳回, 终止, 移除). */
  danger?: boolean;
  okDisabled?: boolean;
  /** Beside the footer's buttons (why the button is disabled). */
  footerNote?: ReactNode;
  /** Instead of the footer's buttons (a receipt's close button). */
  footer?: ReactNode;
  width?: number;
  maskClosable?: boolean;
  unmountOnExit?: boolean;
  testId?: string;
  refusalTestId?: string;
  formProps?: Omit<FormProps<Values>, 'form' | 'children'> & { 'data-testid'?: string };
  /** Above the form: what the action is about. */
  intro?: ReactNode;
  /** Instead of the form (a receipt once saved). */
  content?: ReactNode;
  /** The form's items. */
  children: ReactNode;
}

/**
 * One action dialog: an Arco modal around a vertical form, reset each time it opens, that validates, saves through
 * `useSubmit` (the success toast, then `onSaved`), and shows an `inline` refusal under the form, keeping what was
 * typed for another try.
 */
export function FormDialog<Values, Result = unknown>(props: FormDialogProps<Values, Result>) {
  const { title, visible, form, save, onClose, onOpen, check, okText, okTestId, danger, okDisabled, footerNote, footer, width } = props;
  const { maskClosable, unmountOnExit = true, testId, refusalTestId, formProps, intro, content, children } = props;
  const { submit, saving, refusal, setRefusal } = useSubmit(save, props);

  useEffect(() => {
    if (!visible) return;
    form.resetFields();
    setRefusal('');
    onOpen?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each opening only
  }, [visible, form]);

  const confirm = async () => {
    const values = await form.validate().catch(() => undefined);
    if (values === undefined || (check && !check(values))) return;
    await submit(values);
  };

  return (
    <Modal
      title={title}
      visible={visible}
      onCancel={onClose}
      onOk={() => void confirm()}
      okText={okText}
      confirmLoading={saving}
      okButtonProps={{ status: danger ? 'danger' : undefined, disabled: okDisabled, ...(okTestId ? { 'data-testid': okTestId } : {}) } as object}
      footer={
        footer ??
        (footerNote
          ? (cancel: ReactNode, ok: ReactNode) => (
              <>
                {footerNote}
                {cancel}
                {ok}
              </>
            )
          : undefined)
      }
      maskClosable={maskClosable}
      unmountOnExit={unmountOnExit}
      style={width ? { width } : undefined}
      data-testid={testId}
    >
      {intro}
      {content ?? (
        <Form form={form} layout="vertical" {...formProps}>
          {children}
        </Form>
      )}
      {refusal ? <Alert type="error" content={refusal} data-testid={refusalTestId} /> : null}
    </Modal>
  );
}
