// Deterministic ids for seed rows: snowflake-sized (beyond 2^53, like the real backend's), so the
// client's handling of ids as strings is exercised by the demo data itself.
const BASE = 1_900_000_000_000_000_000n;

export const seedId = (space: number, n: number): string => String(BASE + BigInt(space) * 1_000_000n + BigInt(n));

export const SPACE = { dept: 1, role: 2, user: 3, supplier: 4, menu: 5, topMenu: 6, dict: 7, workPersonnel: 9, diner: 10 } as const;
// 8 is the to-do items' (shell.ts)
