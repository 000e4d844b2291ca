import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { withNamedStatements } from "./pglite-statements";

const READ = "select id, name, starts_at, active, note from items where id = $1 or active = $2 order by id";
const FAILING = "select 1 / $1::int as share";

describe("named statements on PGlite", () => {
  let client: PGlite;
  let plain: PGlite["query"];
  const named: string[] = [];

  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      create table items (id int primary key, name text not null, starts_at timestamptz, active boolean, note text);
      insert into items values (1, 'pierwszy', '2026-09-01T08:00:00Z', true, null), (2, 'drugi', null, false, 'uwaga');
    `);
    plain = client.query.bind(client);
    withNamedStatements(client, (text) => {
      const name = text === READ ? "items_read" : text === FAILING ? "share" : undefined;
      if (name) named.push(name);
      return name;
    });
  });
  afterAll(() => client.close());

  it("answers as PGlite's own query does, rows, types and parsers alike", async () => {
    for (const options of [undefined, { rowMode: "array" as const }]) {
      const expected = await plain(READ, [2, true], options);
      const answer = await client.query(READ, [2, true], options);
      expect(answer.rows).toEqual(expected.rows);
      expect(answer.fields).toEqual(expected.fields);
    }
    const [first] = (await client.query<{ starts_at: Date }>(READ, [1, null])).rows;
    expect(first.starts_at).toEqual(new Date("2026-09-01T08:00:00Z"));
    expect(named).toContain("items_read");
  });

  it("prepares a statement once and binds new parameters each time", async () => {
    expect((await client.query(READ, [1, false])).rows.map((row) => (row as { id: number }).id)).toEqual([1, 2]);
    expect((await client.query(READ, [2, null])).rows.map((row) => (row as { id: number }).id)).toEqual([2]);
    const { rows } = await plain("select name from pg_prepared_statements where name = 'items_read'");
    expect(rows).toHaveLength(1);
  });

  it("waits for a transaction under way, and then sees what it committed", async () => {
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    let answered = false;
    const transaction = client.transaction(async (tx) => {
      await tx.query("insert into items values (3, 'trzeci', null, true, null)");
      inserted();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answered).toBe(false);
    });
    await insertedYet;
    const read = client.query(READ, [3, null]).then((answer) => {
      answered = true;
      return answer;
    });
    await transaction;
    expect((await read).rows).toHaveLength(1);
  });

  it("throws the database's error and stays usable after it", async () => {
    await expect(client.query(FAILING, [0])).rejects.toThrow("division by zero");
    expect((await client.query(FAILING, [2])).rows).toEqual([{ share: 0 }]);
    expect((await client.query(READ, [1, null])).rows).toHaveLength(1);
  });

  it("leaves other statements to PGlite's own query", async () => {
    named.length = 0;
    expect((await client.query("select count(*)::int as n from items")).rows).toEqual([{ n: 3 }]);
    expect(named).toEqual([]);
  });
});
