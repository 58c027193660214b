import { useEffect, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ArcoLocale } from '../components/arco-locale';
import { usePortalSettings } from '../domains/portal';
import { startErrorCapture } from './error-log/capture';

/** The data layer inside a signed-in window: a failure shows its status panel with 重试, focus asks nothing again. */
export const SIGNED_IN_SWR = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/**
 * What every signed-in window — the console's shell and a wall window — stands on: the data layer's settings, Arco's
 * texts in the user's language, the server's settings (its time zone: every time shown, and a wall's clock) and the
 * capture of errors into the one error log. Mounted here rather than at the app root, so the sign-in page downloads
 * none of it.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  usePortalSettings();
  useEffect(() => startErrorCapture(), []);
  return (
    <SWRConfig value={SIGNED_IN_SWR}>
      <ArcoLocale>{children}</ArcoLocale>
    </SWRConfig>
  );
}
