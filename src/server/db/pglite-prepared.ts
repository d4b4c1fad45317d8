import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

// PGlite's query() plans statements anew, which cost more than running it (docs/decisions/0016).

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Statement {
  name: string;
  paramTypes: number[];
  rowDescription: BackendMessage | undefined;
}

const MAX_STATEMENTS = 500;
/** "cached plan must not change result type": the statement is parsed again next time. */
const FEATURE_NOT_SUPPORTED = '0A000';

const concat = (parts: Uint8Array[]) => {
  const all = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
};

export class PreparedStatements {
  readonly #client: PGlite;
  readonly #max: number;
  readonly #statements = new Map<string, Statement>();
  #next = 1;

  constructor(client: PGlite, options: { maxStatements?: number } = {}) {
    this.#client = client;
    this.#max = options.maxStatements ?? MAX_STATEMENTS;
  }

  query(sql: string, params: unknown[], options: QueryOptions): Promise<Results> {
    return this.#client._runExclusiveTransaction(() =>
      this.#client._runExclusiveQuery(() => this.#run(sql, params, options, true)),
    );
  }

  queryInTransaction(sql: string, params: unknown[], options: QueryOptions): Promise<Results> {
    return this.#client._runExclusiveQuery(() => this.#run(sql, params, options, false));
  }

  async #run(sql: string, params: unknown[], options: QueryOptions, syncToFs: boolean) {
    const statement = this.#statements.get(sql) ?? (await this.#prepare(sql, options));
    // Most recently used last, so the first entry is the one to close when the map is full.
    this.#statements.delete(sql);
    this.#statements.set(sql, statement);

    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serialize = options.serializers?.[type] ?? this.#client.serializers[type];
      return serialize ? serialize(param) : String(param);
    });
    let messages: BackendMessage[];
    try {
      messages = await this.#client.execProtocolStream(
        concat([
          protocol.serialize.bind({ statement: statement.name, values }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs },
      );
    } catch (error) {
      if ((error as { code?: string }).code === FEATURE_NOT_SUPPORTED) this.#statements.delete(sql);
      throw Object.assign(error as object, { query: sql });
    }
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(described, this.#client.parsers, options)[0]!;
  }

  async #prepare(sql: string, options: QueryOptions): Promise<Statement> {
    const name = `teamup_${this.#next++}`;
    const closing: Uint8Array[] = [];
    if (this.#statements.size >= this.#max) {
      const [oldest, { name: oldName }] = this.#statements.entries().next().value!;
      this.#statements.delete(oldest);
      closing.push(protocol.serialize.close({ type: 'S', name: oldName }));
    }
    let messages: BackendMessage[];
    try {
      messages = await this.#client.execProtocolStream(
        concat([
          ...closing,
          protocol.serialize.parse({ name, text: sql, types: options.paramTypes }),
          protocol.serialize.describe({ type: 'S', name }),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
    } catch (error) {
      throw Object.assign(error as object, { query: sql });
    }
    return {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
  }
}
