// `npm start`: build the console when needed, then run the reference server, which serves it.
import { buildIfStale } from './build-if-stale.ts';

buildIfStale();
await import('../server/main.ts');
