// How the jobs shooting one account share its routes. A page is cheapest moving between the routes of one module
// (their code and data are loaded already) and between the wall screens (the only way between them without a
// reload), so each job works through a group of those — but what a route costs shows only once it is drawn: a
// tenth of a second for a screen under construction, several for a list with its dialogs, searches and pickers. A job
// with nothing left of its own therefore takes the untaken group with the most routes, and once every group is taken,
// the back half of what another job has left; so the jobs end together.
import { onWall, type RouteShot } from './plan.ts';

/** The group a job works through (shared: another job may take the back of it). */
export interface Cursor {
  group?: RouteShot[];
}

export class RouteQueue {
  /** not taken yet, the most routes first */
  private readonly untaken: RouteShot[][];
  private readonly taken: RouteShot[][] = [];
  /** taken only when nothing else is left (the lock screen locks the session of the context that shoots it) */
  private readonly last: RouteShot[];

  constructor(routes: RouteShot[], last: RouteShot[] = []) {
    const groups = new Map<string, RouteShot[]>();
    for (const item of routes) {
      const key = onWall(item) ? '/bigscreen' : item.module;
      groups.set(key, [...(groups.get(key) ?? []), item]);
    }
    this.untaken = [...groups.values()].sort((a, b) => b.length - a.length);
    this.last = [...last];
  }

  /** The job's next route: the next of its group, of a group it takes, or of the back half of another's. */
  next(cursor: Cursor): RouteShot | undefined {
    if (!cursor.group?.length) {
      cursor.group = this.untaken.shift() ?? this.steal();
      if (cursor.group) this.taken.push(cursor.group);
    }
    return cursor.group ? cursor.group.shift() : this.last.shift();
  }

  /** Whether every route has been handed out. */
  get done(): boolean {
    return !this.untaken.length && this.taken.every((group) => !group.length) && !this.last.length;
  }

  private steal(): RouteShot[] | undefined {
    const largest = this.taken.reduce<RouteShot[] | undefined>((most, group) => (group.length > (most?.length ?? 0) ? group : most), undefined);
    return largest?.splice(Math.floor(largest.length / 2));
  }
}
