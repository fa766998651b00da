/**
 * A parameterised query built with the `sql` tag: values never enter the text.
 * Fragments nest, so dynamic filters stay parameterised:
 *   sql`select * from t where ${sql.join(conds, sql` and `)}`
 */
export class SqlQuery {
  constructor(
    readonly strings: readonly string[],
    readonly values: readonly unknown[],
    /** Name of a server-side prepared statement (PostgreSQL); only for queries whose text never varies. */
    readonly name?: string,
  ) {}

  /** `$1, $2, ...` text and the flat value list. */
  compile(): { text: string; values: unknown[] } {
    const values: unknown[] = [];
    const text = this.render(values);
    return { text, values };
  }

  private render(values: unknown[]): string {
    let text = this.strings[0] ?? '';
    for (let i = 0; i < this.values.length; i++) {
      const v = this.values[i];
      if (v instanceof SqlQuery) text += v.render(values);
      else if (v instanceof RawSql) text += v.text;
      else {
        values.push(v);
        text += `$${values.length}`;
      }
      text += this.strings[i + 1] ?? '';
    }
    return text;
  }

  prepared(name: string): SqlQuery {
    return new SqlQuery(this.strings, this.values, name);
  }
}

class RawSql {
  constructor(readonly text: string) {}
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

export function sql(strings: TemplateStringsArray, ...values: unknown[]): SqlQuery {
  return new SqlQuery(strings, values);
}

/** Text inserted verbatim: only for identifiers and keywords the code itself chose. */
sql.raw = (text: string) => new RawSql(text);

/** A schema or table name, checked so that it can never carry SQL. */
sql.ident = (...parts: string[]) => {
  for (const p of parts)
    if (!IDENTIFIER.test(p)) throw new Error(`unsafe SQL identifier ${JSON.stringify(p)}`);
  return new RawSql(parts.map((p) => `"${p}"`).join('.'));
};

sql.join = (parts: readonly SqlQuery[], separator: SqlQuery = sql`, `): SqlQuery => {
  if (parts.length === 0) return sql``;
  const strings: string[] = [''];
  const values: unknown[] = [];
  parts.forEach((p, i) => {
    if (i > 0) {
      values.push(separator);
      strings.push('');
    }
    values.push(p);
    strings.push('');
  });
  return new SqlQuery(strings, values);
};

sql.empty = () => sql``;
