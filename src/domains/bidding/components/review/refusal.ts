import { failureText, isHttpError } from '../../../../lib/http';
import { fenOf, formatYuan } from '../../../../lib/money';

/**
 * What to tell the user where they acted when a command was refused: the server's own reason (a 403's too — 不能审核
 * 自己创建的招标 says more than "no permission"), else the client's text for the failure, else `fallback`.
 */
export function refusalText(error: unknown, fallback: string): string {
  if (!isHttpError(error)) return fallback;
  return failureText(error.body) ?? (error.message || fallback);
}

/** An amount as the tender screens show it: two decimals. */
export const amount = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : formatYuan(fenOf(value)));
