// A query's text and its parameters built together, so a clause that adds a parameter names it itself.
export class Sql {
  readonly args: unknown[] = [];
  constructor(...args: unknown[]) {
    this.args.push(...args);
  }

  /** `$n` for the value, added to the parameters. */
  param(value: unknown): string {
    this.args.push(value);
    return `$${this.args.length}`;
  }
}
