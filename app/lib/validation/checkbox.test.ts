import { itRejectsEach, messages } from "../../../tests/support/validation";
import { isChecked, requiredCheckbox } from "./checkbox";

describe("requiredCheckbox", () => {
  it.each([true, "on", "true", "ON", " true "])("accepts %j as ticked", (value) => {
    expect(isChecked(value)).toBe(true);
    expect(requiredCheckbox.parse(value)).toBe(true);
  });

  itRejectsEach(
    { isValid: isChecked, schema: requiredCheckbox },
    [false, undefined, null, "", "off", "false", "no", 1, "1", {}],
    "To pole jest wymagane",
    "rejects %j as unticked",
  );

  it("accepts the value a real form posts", () => {
    const form = new FormData();
    form.set("consent", "on");
    expect(requiredCheckbox.parse(form.get("consent"))).toBe(true);
    expect(messages(requiredCheckbox.safeParse(form.get("missing")))).toEqual(["To pole jest wymagane"]);
  });
});
