// The embedded engine's own process (ARCHITECTURE.md): PGlite, run in-process, starved the HTTP event
// loop under load, so it lives here and speaks the Postgres protocol on a private Unix socket. It holds
// an exclusive lock on the data folder (two processes on one PGlite folder corrupt it) and ends with
// its parent: the IPC channel closing means the server is gone.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export type HostMessage = { kind: 'ready' } | { kind: 'failed'; reason: 'locked' | 'error'; message: string };

const dataDir = process.env.PGLITE_DATA_DIR;
const socketPath = process.env.PGLITE_SOCKET_PATH;
const send = (message: HostMessage) => process.send?.(message);

if (!dataDir || !socketPath || !process.send) {
  console.error('pglite-host runs only as a child of the server (PGLITE_DATA_DIR, PGLITE_SOCKET_PATH, IPC)');
  process.exit(2);
}

mkdirSync(dataDir, { recursive: true });
let release: () => Promise<void>;
try {
  release = await lockfile.lock(dataDir, {
    lockfilePath: path.join(dataDir, 'server.lock'),
    stale: 10_000,
    update: 2_000,
    retries: 0,
    // The lock vanished (the folder was removed or taken over): stop writing to it at once.
    onCompromised: (error) => {
      console.error(`[shian] lost the lock on ${dataDir}: ${error.message}`);
      process.exit(4);
    },
  });
} catch {
  send({ kind: 'failed', reason: 'locked', message: `the data folder ${dataDir} is in use by another server process` });
  process.exit(3);
}

let db: PGlite;
let server: PGLiteSocketServer;
try {
  db = await PGlite.create(path.join(dataDir, 'pgdata'));
  server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
  await server.start();
} catch (error) {
  send({ kind: 'failed', reason: 'error', message: error instanceof Error ? error.message : String(error) });
  await release().catch(() => undefined);
  process.exit(1);
}

let closing = false;
async function shutdown(code: number): Promise<void> {
  if (closing) return;
  closing = true;
  await server.stop().catch(() => undefined);
  // close() checkpoints, so the folder is consistent for the next start.
  await db.close().catch(() => undefined);
  await release().catch(() => undefined);
  process.exit(code);
}

process.on('disconnect', () => void shutdown(0));
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown(0));
send({ kind: 'ready' });
