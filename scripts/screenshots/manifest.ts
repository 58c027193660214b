// What a run records of each image, and which images a tester should look at first.
import type { Violation } from './axe.ts';

export interface Shot {
  file: string;
  route: string;
  state: string;
  title: string;
  user: string;
  kind: string;
  module: string;
  language: string;
  theme: string;
  size: string;
  consoleErrors: string[];
  /** what is not right: under construction, 403/404/500, an error state, console errors, did not settle */
  problems: string[];
  /** with --axe: the serious and critical WCAG 2.1 A/AA violations on the page shot (scripts/screenshots/axe.ts) */
  a11y?: Violation[];
  ms: number;
}

export interface Manifest {
  createdAt: string;
  baseUrl: string;
  seconds: number;
  shots: Shot[];
}

/** Problems first, then by user, module and route. */
export const ordered = (shots: Shot[]) => [...shots].sort((a, b) => Number(!a.problems.length) - Number(!b.problems.length) || a.file.localeCompare(b.file));
