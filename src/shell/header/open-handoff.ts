import { requestHandoff, type HandoffTarget } from '../../domains/portal';

const SIZED_WINDOW = 'width=1440,height=900,menubar=no,toolbar=no,location=no,status=no,resizable=yes';

/**
 * Opens another site with a single-use hand-off code (docs/security.md#hand-off-links). The window is opened first, on the
 * user's click, so pop-up blockers allow it; the address arrives once the server has issued the code.
 */
export async function openHandoff(target: HandoffTarget, sized: boolean): Promise<void> {
  const opened = window.open('about:blank', '_blank', sized ? SIZED_WINDOW : undefined);
  try {
    const url = await requestHandoff(target);
    if (opened) {
      opened.opener = null;
      opened.location.replace(url);
    } else {
      window.open(url, '_blank', 'noopener,noreferrer');
    }
  } catch (error) {
    opened?.close();
    throw error;
  }
}
