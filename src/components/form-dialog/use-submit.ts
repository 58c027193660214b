import { useRef, useState } from 'react';
import { errorText } from '../../lib/http';
import { i18n } from '../../lib/i18n';
import { notify } from '../../lib/notify';

export interface SubmitOptions<Result> {
  /** The toast after a save (none when unset). */
  success?: string | ((result: Result) => string);
  /** After a save and its toast: close the dialog, refresh the lists (awaited: the save is under way until it ends). */
  onSaved?: (result: Result) => void | Promise<void>;
  /**
   * How a refusal is told besides the HTTP client's own toast: `inline` keeps its text in `refusal` for the dialog to
   * show where the user acted, `toast` toasts it (a call made `silent`). Unset, the client's toast has said it.
   */
  refusal?: 'inline' | 'toast';
  /** The refusal's text when the failure brings none (errorText's fallback). */
  fallback?: string;
  /** After a refusal was told (a 409 reloads the latest, a decision taken elsewhere refreshes the lists). */
  onRefused?: (error: unknown) => void;
}

/**
 * One save of a dialog or an action: `submit(...args)` runs `save` once at a time, says what was saved, and tells a
 * refusal where the user acted; what was typed stays for another try. `pending` holds the arguments of the save under
 * way (which of two buttons shows the spinner), `saving` whether there is one.
 */
export function useSubmit<Args extends unknown[], Result>(save: (...args: Args) => Promise<Result>, options: SubmitOptions<Result> = {}) {
  const [pending, setPending] = useState<Args | null>(null);
  const [refusal, setRefusal] = useState('');
  const busy = useRef(false);

  const submit = async (...args: Args): Promise<boolean> => {
    if (busy.current) return false;
    const { success, onSaved, refusal: tell, fallback, onRefused } = options;
    busy.current = true;
    setPending(args);
    setRefusal('');
    try {
      const result = await save(...args);
      if (success) notify.success(typeof success === 'function' ? success(result) : success);
      await onSaved?.(result);
      return true;
    } catch (error) {
      const text = errorText(error, fallback ?? i18n.t('common:http.unknown'));
      if (tell === 'inline') setRefusal(text);
      if (tell === 'toast') notify.error(text);
      onRefused?.(error);
      return false;
    } finally {
      busy.current = false;
      setPending(null);
    }
  };

  return { submit, saving: pending !== null, pending, refusal, setRefusal };
}

export type Submit<Args extends unknown[], Result> = ReturnType<typeof useSubmit<Args, Result>>;
