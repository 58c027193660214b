import { Activity, useRef, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, useLocation, useNavigationType, useOutlet } from 'react-router-dom';

interface Props {
  /** The active tab's key (its full path). */
  active: string;
  /** Whether the active page is kept alive (menu item or route `keepAlive`). */
  keepAlive: boolean;
  /** The open tabs: a kept page whose tab closed is dropped. */
  open: readonly string[];
}

interface Kept {
  element: ReactNode;
  /** The location the page was opened at, which it keeps seeing while hidden. */
  at: { location: ReturnType<typeof useLocation>; navigationType: ReturnType<typeof useNavigationType> };
}

/**
 * Kept-alive pages stay mounted, hidden, while another tab is active (React's <Activity>), so a
 * half-filled form or a scrolled list is as it was; other pages mount afresh. A kept page sees the location it was
 * opened at, not the one in view: the menu page draws the screen of the path it reads, and a hidden kept page that
 * read the new path drew the new screen in its place (录入凭证 came back empty).
 */
export function KeepAliveOutlet({ active, keepAlive, open }: Props) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const cache = useRef(new Map<string, Kept>());
  if (keepAlive && !cache.current.has(active)) cache.current.set(active, { element: outlet, at: { location, navigationType } });
  for (const key of cache.current.keys()) if (!open.includes(key) && key !== active) cache.current.delete(key);
  return (
    <>
      {[...cache.current].map(([key, kept]) => (
        <Activity key={key} mode={key === active ? 'visible' : 'hidden'}>
          <LocationContext.Provider value={kept.at}>{kept.element}</LocationContext.Provider>
        </Activity>
      ))}
      {keepAlive ? null : <div key={active}>{outlet}</div>}
    </>
  );
}
