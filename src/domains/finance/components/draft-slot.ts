// 生成凭证's slot on 凭证列表: the dialog of src/domains/finance/drafts/ (`DraftDialog`) that drafts vouchers from what
// already happened.
import type { ComponentType } from 'react';
import { DraftDialog as Dialog, type DraftDialogProps } from '../drafts';

export type { DraftDialogProps };

export const DraftDialog: ComponentType<DraftDialogProps> | null = Dialog;
