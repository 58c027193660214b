import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The migrations run in file-name order (server/platform/db/migrate.ts): each number once and none skipped, so two branches
// that each added "the next" migration cannot both land unnoticed with an order nobody chose.
describe('migrations', () => {
  it('are numbered 001, 002, … once each', () => {
    const files = readdirSync(path.resolve(import.meta.dirname, '../../server/platform/db/migrations')).filter((name) => name.endsWith('.sql'));
    const numbers = files.map((name) => Number(/^(\d{3})_[a-z0-9_]+\.sql$/.exec(name)?.[1] ?? Number.NaN)).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });
});
