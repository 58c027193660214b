import { yuan } from '../../system-personnel';

/** Fen as yuan; `signed` shows + for money in and colours money out. */
export function Money({ fen, signed = false }: { fen: number | null; signed?: boolean }) {
  if (fen === null) return <span>—</span>;
  return <span className={signed && fen < 0 ? 'consume-out' : 'consume-money'}>{signed && fen > 0 ? `+${yuan(fen)}` : yuan(fen)}</span>;
}
