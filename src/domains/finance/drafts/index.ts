// 生成凭证 (slice C): the dialog 凭证列表 opens (src/domains/finance/components/draft-slot.ts joins it).
export { DraftDialog, type DraftDialogProps } from './draft-dialog';
