import type { ComponentType } from 'react';
import type { ScreenId } from '../data/types';
import { SCREEN_DEFS } from '../defs';
import { ScreenView } from '../screen/screen-view';

const pages = new Map<ScreenId, ComponentType>();

/** A statistics screen as a console tab: the same screen, scaled to fit the tab's content area. */
export function consoleScreen(id: ScreenId): ComponentType {
  let page = pages.get(id);
  if (!page) {
    page = function ConsoleScreen() {
      return (
        <div className="bs-console">
          <ScreenView def={SCREEN_DEFS[id]} mode="console" />
        </div>
      );
    };
    pages.set(id, page);
  }
  return page;
}
