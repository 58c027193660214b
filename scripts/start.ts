// `npm start`: build the console when needed, then run the reference server, which serves it — or, with
// BACKEND_URL set, serve it in front of that backend (server/front.ts), without loading the reference server.
import { buildIfStale } from './build-if-stale.ts';

buildIfStale();
if (process.env.BACKEND_URL?.trim()) await (await import('../server/front.ts')).startFront();
else await import('../server/main.ts');
