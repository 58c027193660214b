// 生成凭证's slot on 凭证列表: slice C's dialog (src/domains/finance/drafts/, `DraftDialog`) that drafts vouchers from
// what already happened. Until it is joined here the list shows no 生成凭证 button; joining it is this one line:
//   export const DraftDialog = lazy(() => import('../drafts').then((m) => ({ default: m.DraftDialog })));
import type { ComponentType } from 'react';

export interface DraftDialogProps {
  bookId: string;
  open: boolean;
  onClose: () => void;
  /** After vouchers were drafted: the list refreshes. */
  onDrafted: () => void;
}

export const DraftDialog: ComponentType<DraftDialogProps> | null = null;
