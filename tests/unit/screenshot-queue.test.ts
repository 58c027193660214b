// @vitest-environment node
// How the screenshot tool's jobs share an account's routes: each route handed out once, a module's routes to one job
// until another has nothing left, the lock screen only when nothing else is.
import { describe, expect, it } from 'vitest';
import type { RouteShot } from '../../scripts/screenshots/plan.ts';
import { RouteQueue, type Cursor } from '../../scripts/screenshots/queue.ts';

const routes = (module: string, count: number): RouteShot[] => Array.from({ length: count }, (_, index) => ({ route: `/${module}/${index}`, module }));
const LOCK = { route: '/lock', module: '' };

/** Hands out routes to the jobs in turn until each has nothing left; what each job got, and all in the order given. */
function drain(queue: RouteQueue, jobs: number): { got: string[][]; order: string[] } {
  const cursors: Cursor[] = Array.from({ length: jobs }, () => ({}));
  const got: string[][] = cursors.map(() => []);
  const order: string[] = [];
  const active = new Set(cursors.keys());
  while (active.size)
    for (const index of [...active]) {
      const item = queue.next(cursors[index]!);
      if (!item) {
        active.delete(index);
        continue;
      }
      got[index]!.push(item.route);
      order.push(item.route);
    }
  return { got, order };
}

describe('screenshot route queue', () => {
  it('hands out every route once, the lock screen last', () => {
    const all = [...routes('a', 7), ...routes('b', 3), ...routes('c', 1)];
    const queue = new RouteQueue(all, [LOCK]);
    const { got, order } = drain(queue, 3);
    expect(order.toSorted()).toEqual([...all.map((item) => item.route), LOCK.route].toSorted());
    expect(queue.done).toBe(true);
    // the job that got the lock screen got nothing after it, and nothing was handed out after it
    const locker = got.find((routes) => routes.includes(LOCK.route))!;
    expect(locker.at(-1)).toBe(LOCK.route);
    expect(order.at(-1)).toBe(LOCK.route);
  });

  it('gives a job a whole module, the largest first, and the wall screens as one group', () => {
    const walls = ['/bigscreen/kitchen', '/bigscreen/meal'].map((route) => ({ route, module: '专项统计' }));
    const queue = new RouteQueue([...routes('small', 2), ...routes('large', 4), ...walls]);
    const first: Cursor = {};
    expect([queue.next(first), queue.next(first)].map((item) => item?.route)).toEqual(['/large/0', '/large/1']);
    const second: Cursor = {};
    expect([queue.next(second), queue.next(second)].map((item) => item?.route)).toEqual(['/small/0', '/small/1']);
    const third: Cursor = {};
    expect([queue.next(third), queue.next(third)].map((item) => item?.route)).toEqual(walls.map((wall) => wall.route));
  });

  it('lets a job with nothing left take the back half of what another has left', () => {
    const queue = new RouteQueue(routes('a', 8));
    const owner: Cursor = {};
    const thief: Cursor = {};
    expect(queue.next(owner)?.route).toBe('/a/0');
    // seven left with the owner: the thief takes the back four, one at a time
    expect([1, 2, 3, 4].map(() => queue.next(thief)?.route)).toEqual(['/a/4', '/a/5', '/a/6', '/a/7']);
    expect([1, 2, 3].map(() => queue.next(owner)?.route)).toEqual(['/a/1', '/a/2', '/a/3']);
    expect(queue.next(owner)).toBeUndefined();
    expect(queue.done).toBe(true);
  });
});
