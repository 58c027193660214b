// The embedded engine's own process (docs/decisions/0001-pglite-in-its-own-process.md): PGlite, run in-process, starved the HTTP event
// loop under load, so it lives here and speaks the Postgres protocol on a private Unix socket. It holds
// an exclusive lock on the data folder (two processes on one PGlite folder corrupt it) and ends with
// its parent: the IPC channel closing means the server is gone.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { copyTemplate } from './pglite-template.ts';

export type HostMessage = { kind: 'ready' } | { kind: 'failed'; reason: 'locked' | 'error'; message: string };

const dataDir = process.env.PGLITE_DATA_DIR;
const socketPath = process.env.PGLITE_SOCKET_PATH;
const send = (message: HostMessage) => process.send?.(message);

if (!dataDir || !socketPath || !process.send) {
  console.error('pglite-host runs only as a child of the server (PGLITE_DATA_DIR, PGLITE_SOCKET_PATH, IPC)');
  process.exit(2);
}

mkdirSync(dataDir, { recursive: true });
const lockPath = path.join(dataDir, 'server.lock');
// Beside the lock, the process that holds it: a lock whose process is gone (killed, or its machine
// restarted) is taken over at once instead of after the lock's 10-second staleness.
const ownerPath = path.join(dataDir, 'server.lock.owner');

const lock = () =>
  lockfile.lock(dataDir, {
    lockfilePath: lockPath,
    stale: 10_000,
    update: 2_000,
    retries: 0,
    // The lock vanished (the folder was removed or taken over): stop writing to it at once.
    onCompromised: (error) => {
      console.error(`[shian] lost the lock on ${dataDir}: ${error.message}`);
      process.exit(4);
    },
  });

/** Whether the process recorded as the lock's owner is gone: no such pid, or one that has died and awaits reaping. */
function ownerGone(): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(ownerPath, 'utf8').trim());
  } catch {
    return false;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
  // a killed process whose parent has not reaped it yet still answers signal 0: a zombie (Linux)
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

let release: () => Promise<void>;
try {
  try {
    release = await lock();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED' || !ownerGone()) throw error;
    console.warn(`[shian] taking over the lock on ${dataDir}: the process that held it is gone`);
    rmSync(lockPath, { recursive: true, force: true });
    release = await lock();
  }
  writeFileSync(ownerPath, String(process.pid));
} catch {
  send({ kind: 'failed', reason: 'locked', message: `the data folder ${dataDir} is in use by another server process` });
  process.exit(3);
}

let db: PGlite;
let server: PGLiteSocketServer;
try {
  const pgdata = path.join(dataDir, 'pgdata');
  // a new folder starts from the machine's empty cluster when there is one (no initdb)
  copyTemplate(pgdata);
  db = await PGlite.create(pgdata);
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
