import { Activity, useRef, type ReactNode } from 'react';
import { useOutlet } from 'react-router-dom';

interface Props {
  /** The active tab's key (its full path). */
  active: string;
  /** Whether the active page is kept alive (menu item or route `keepAlive`). */
  keepAlive: boolean;
  /** The open tabs: a kept page whose tab closed is dropped. */
  open: readonly string[];
}

/**
 * Kept-alive pages stay mounted, hidden, while another tab is active (React's <Activity>), so a
 * half-filled form or a scrolled list is as it was; other pages mount afresh.
 */
export function KeepAliveOutlet({ active, keepAlive, open }: Props) {
  const outlet = useOutlet();
  const cache = useRef(new Map<string, ReactNode>());
  if (keepAlive && !cache.current.has(active)) cache.current.set(active, outlet);
  for (const key of cache.current.keys()) if (!open.includes(key) && key !== active) cache.current.delete(key);
  return (
    <>
      {[...cache.current].map(([key, element]) => (
        <Activity key={key} mode={key === active ? 'visible' : 'hidden'}>
          {element}
        </Activity>
      ))}
      {keepAlive ? null : <div key={active}>{outlet}</div>}
    </>
  );
}
