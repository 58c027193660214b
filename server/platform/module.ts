// What a feature module (server/modules/<domain>/index.ts) hands to the composition (server/modules.ts): its routes,
// the task kinds it runs, its to-do items and the background work it schedules. The composition installs every
// module the same way; a module never registers itself on import.
import type pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import type { Queryable } from './db/database.ts';
import type { Handler, TaskKind } from './tasks/engine.ts';
import type { TodoDefinition } from './todo/registry.ts';

export interface ServerModule {
  /** The client domain it serves (src/domains/<name>), or statistics, file, test-support. */
  name: string;
  /** Registers the module's routes; every one closed unless it opts out (http/open-route.ts). */
  routes: (app: FastifyInstance, ctx: AppContext) => void;
  /** The task kinds this module queues, each with the handler the runner calls (tasks/engine.ts). */
  taskHandlers?: Partial<Record<TaskKind, Handler>>;
  /** Its items of the to-do summary (todo/registry.ts), in the order the cards show. */
  todo?: readonly TodoDefinition[];
  /** Work the runner does before each busy round (the simulated devices' heartbeats). */
  beforeRound?: (pool: pg.Pool) => Promise<void>;
  /** A check at start, after the migrations: throws (and the server does not start) when the module cannot work. */
  verify?: (db: Queryable) => Promise<void>;
  /** Background work of each instance; answers how to stop it. */
  schedule?: (db: Queryable, onError: (error: unknown) => void) => () => void;
}

export const defineModule = (module: ServerModule): ServerModule => module;
