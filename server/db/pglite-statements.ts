// Why: docs/decisions/002-pglite-named-statements.md
import { parse, type PGlite, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";

const { serialize } = protocol;

export function withNamedStatements(client: PGlite, nameOf: (text: string) => string | undefined): void {
  const runQuery = client.query.bind(client);
  const parameterTypes = new Map<string, number[]>();

  async function prepare(name: string, text: string): Promise<number[]> {
    let types = parameterTypes.get(name);
    if (types === undefined) {
      const messages = await client.execProtocolStream(
        concat(serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()),
        { syncToFs: false },
      );
      types = parse.parseDescribeStatementResults(messages);
      parameterTypes.set(name, types);
    }
    return types;
  }

  async function execute(name: string, text: string, params: unknown[], options?: QueryOptions): Promise<Results> {
    const types = await prepare(name, text);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = options?.serializers?.[types[index]] ?? client.serializers[types[index]];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await client.execProtocolStream(
      concat(
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: "P" }),
        serialize.execute({}),
        serialize.sync(),
      ),
      { syncToFs: false },
    );
    // As PGlite's `query` does.
    if (!client.isInTransaction()) await client.syncToFs();
    return parse.parseResults(messages, client.parsers, options)[0];
  }

  client.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    const name = nameOf(text);
    if (name === undefined) return runQuery(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => execute(name, text, params, options)));
  }) as PGlite["query"];
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}
