import { isUuid, numberParam } from "./route-params";

function status(run: () => unknown): number | undefined {
  try {
    run();
  } catch (thrown) {
    return (thrown as Response).status;
  }
  return undefined;
}

describe("numberParam", () => {
  it("reads a positive whole number", () => {
    expect(numberParam({ group: "2" }, "group")).toBe(2);
    expect(numberParam({ id: "123456789" }, "id")).toBe(123456789);
  });

  it.each(["abc", "0", "-1", "1.5", "01", "1e3", " 1", "", "1234567890", "%31"])("answers 404 for %j", (value) => {
    expect(status(() => numberParam({ group: value }, "group"))).toBe(404);
  });

  it("answers 404 when the segment is missing", () => {
    expect(status(() => numberParam({}, "group"))).toBe(404);
  });
});

describe("isUuid", () => {
  it("takes a UUID in either case", () => {
    expect(isUuid("0F8FAD5B-D9CB-469F-A165-70867728950E")).toBe(true);
    expect(isUuid("0f8fad5b-d9cb-469f-a165-70867728950e")).toBe(true);
  });

  it.each(["1", "..", "0f8fad5b-d9cb-469f-a165-70867728950", "0f8fad5b-d9cb-469f-a165-70867728950e/..", "", undefined])(
    "refuses %j",
    (value) => {
      expect(isUuid(value)).toBe(false);
    },
  );
});
