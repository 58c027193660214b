// The testing domain's judgements the pages show.

/** A device whose calibration falls due within this many days is 即将到期 (the server's DUE_SOON_DAYS). */
export const DUE_SOON_DAYS = 30;

export type DueState = 'overdue' | 'soon' | 'ok' | 'none';

/** A device's calibration by the days left: past due, due within 30 days, fine, or never recorded. */
export function dueState(dueDays: number | null): DueState {
  if (dueDays === null) return 'none';
  if (dueDays < 0) return 'overdue';
  if (dueDays <= DUE_SOON_DAYS) return 'soon';
  return 'ok';
}

/** Whether a report's file is shown inline (an image) rather than opened (a PDF). */
export const isImage = (mime: string) => mime.startsWith('image/');
