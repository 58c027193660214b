// The one way the server writes a query with values: the `sql` tagged template. Every `${value}` is a parameter
// ($1, $2, … numbered in order), never SQL text; a `Sql` interpolated into another is inlined with its parameters
// renumbered, so a clause, a scope predicate or a snippet is written once and composes into any query. The result is
// a pg QueryConfig ({ text, values }): `db.query(sql\`SELECT … WHERE id = ${id}\`)` on either engine.
//
// Only `sql.raw(text)` puts text into the SQL, for text the code itself holds (a column, an ORDER BY picked from a
// whitelist) — never a value from a request.

/** A query or a fragment of one: its SQL pieces around its parameters. */
export class Sql {
  /** The SQL around the parameters: one more piece than parameters. */
  private readonly pieces: readonly string[];
  /** The text with placeholders numbered from $1: what pg runs. */
  readonly text: string;
  /** The parameters, in the order of their placeholders. */
  readonly values: unknown[];

  constructor(strings: readonly string[], parts: readonly unknown[]) {
    const pieces = [strings[0] ?? ''];
    const values: unknown[] = [];
    parts.forEach((part, index) => {
      const next = strings[index + 1] ?? '';
      if (part instanceof Sql) {
        // inlined: its first piece joins ours, its last the next one of ours
        pieces[pieces.length - 1] += part.pieces[0]!;
        pieces.push(...part.pieces.slice(1));
        values.push(...part.values);
        pieces[pieces.length - 1] += next;
      } else {
        values.push(part);
        pieces.push(next);
      }
    });
    this.pieces = pieces;
    this.values = values;
    this.text = pieces.reduce((text, piece, index) => `${text}$${index}${piece}`);
  }

  /**
   * The text of a fragment without parameters (a snippet such as a zoned column), so that a query still written as
   * a plain string may use it; a fragment with parameters has no text of its own (its numbers depend on where it
   * goes), so reading it as a string is a mistake, thrown at once.
   */
  toString(): string {
    if (this.values.length) throw new Error(`a Sql fragment with parameters was used as a string: ${this.text}`);
    return this.text;
  }
}

/** A query or fragment: every `${value}` a parameter, every `${sql…}` inlined. */
export function sql(strings: TemplateStringsArray, ...parts: unknown[]): Sql {
  return new Sql(strings, parts);
}

/** Trusted SQL text as a fragment — the code's own text (an identifier, a whitelisted ORDER BY), never a request's. */
sql.raw = (text: string): Sql => new Sql([text], []);

/**
 * A number the code holds (a state code, a limit) written into the SQL text as a literal, where a parameter's type
 * could not be inferred (a CASE branch, a date plus days, a value of an INSERT … SELECT). Only a finite number.
 */
sql.number = (value: number): Sql => {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  return sql.raw(String(value));
};

/** No SQL at all: the neutral fragment of an optional clause. */
sql.empty = new Sql([''], []);

/**
 * The parts one after another with `separator` between them (SQL text, `', '` by default): each `Sql` part is
 * inlined, any other part is a parameter. An empty list is the empty fragment.
 */
sql.join = (parts: readonly unknown[], separator: string | Sql = ', '): Sql => {
  const between = separator instanceof Sql ? separator : sql.raw(separator);
  const all = parts.flatMap((part, index) => (index ? [between, part] : [part]));
  return new Sql(Array<string>(all.length + 1).fill(''), all);
};
