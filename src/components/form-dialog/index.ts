export { FormDialog, type FormDialogProps } from './form-dialog';
export { useSubmit, type Submit, type SubmitOptions } from './use-submit';
