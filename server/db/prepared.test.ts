import { describe, expect, it } from "vitest";

import type { Database } from "./client";
import { preparedOnce } from "./prepared";

const handle = () => ({}) as Database;

describe("preparedOnce", () => {
  it("builds and prepares a statement once per database handle, under its name", () => {
    const built: string[] = [];
    const query = preparedOnce("prepared_test_once", () => ({
      prepare: (name: string) => {
        built.push(name);
        return { name, getQuery: () => ({ sql: "select 1" }) };
      },
    }));
    const pool = handle();
    const transaction = handle();
    expect(query(pool)).toBe(query(pool));
    expect(query(transaction)).not.toBe(query(pool));
    expect(built).toEqual(["prepared_test_once", "prepared_test_once"]);
  });

  it("refuses a name already given to another statement", () => {
    const build = () => ({ prepare: (name: string) => ({ name, getQuery: () => ({ sql: "select 2" }) }) });
    preparedOnce("prepared_test_twice", build);
    expect(() => preparedOnce("prepared_test_twice", build)).toThrow(
      "a statement is already prepared as prepared_test_twice",
    );
  });
});
