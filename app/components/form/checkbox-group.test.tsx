// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { z } from "zod";
import { zfd } from "zod-form-data";

import { descriptionOf, renderForm, renderFormHtml } from "../../../tests/support/form-harness";
import { CheckboxGroup } from "./checkbox-group";

const schema = z.object({ sports: zfd.repeatable(z.array(z.string()).min(1, "Wybierz co najmniej jedną dyscyplinę")) });
const OPTIONS = [
  { value: "pilka-nozna", label: "Piłka nożna" },
  { value: "siatkowka", label: "Siatkówka", hint: "Także plażowa" },
  { value: "lekkoatletyka", label: "Lekkoatletyka" },
];
const field = (
  <CheckboxGroup
    name="sports"
    legend="Jakie dyscypliny prowadzi klub?"
    hint="Zaznacz wszystkie, które pasują."
    options={OPTIONS}
  />
);

describe("CheckboxGroup", () => {
  it("is a group named by its legend, each box named by its label, the first with the field id", () => {
    renderForm(field, { schema });
    const group = screen.getByRole("group", { name: "Jakie dyscypliny prowadzi klub?" });
    const boxes = within(group).getAllByRole("checkbox") as HTMLInputElement[];
    expect(boxes.map((box) => box.id)).toEqual(["pole-sports", "pole-sports-2", "pole-sports-3"]);
    expect(boxes.map((box) => box.name)).toEqual(["sports", "sports", "sports"]);
    expect(screen.getByRole("checkbox", { name: "Siatkówka" }).id).toBe("pole-sports-2");
    expect(descriptionOf(group)).toEqual(["Zaznacz wszystkie, które pasują."]);
    expect(descriptionOf(boxes[1])).toEqual(["Także plażowa"]);
  });

  it("gives the first option's hint an id of its own, not the group hint's", () => {
    const withFirstHint = OPTIONS.map((option, index) => (index === 0 ? { ...option, hint: "Także futsal" } : option));
    renderForm(<CheckboxGroup name="sports" legend="Dyscypliny" hint="Zaznacz wszystkie." options={withFirstHint} />, {
      schema,
    });
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids.length).toBe(new Set(ids).size);
    expect(descriptionOf(screen.getByRole("group", { name: "Dyscypliny" }))).toEqual(["Zaznacz wszystkie."]);
    expect(descriptionOf(screen.getByRole("checkbox", { name: "Piłka nożna" }))).toEqual(["Także futsal"]);
  });

  it("shows a server error on the group and ticks the repopulated values", () => {
    renderForm(field, {
      schema,
      serverErrors: { sports: "Wybierz co najmniej jedną dyscyplinę" },
      repopulate: { sports: ["pilka-nozna", "lekkoatletyka"] },
    });
    const group = screen.getByRole("group");
    expect(descriptionOf(group)).toEqual([
      "Zaznacz wszystkie, które pasują.",
      "Błąd: Wybierz co najmniej jedną dyscyplinę",
    ]);
    const boxes = screen.getAllByRole("checkbox") as HTMLInputElement[];
    expect(boxes.map((box) => box.checked)).toEqual([true, false, true]);
    expect(boxes.every((box) => box.getAttribute("aria-invalid") === "true")).toBe(true);
  });

  it("ticks the repopulated values in the server's HTML", () => {
    const html = renderFormHtml(field, { schema, serverErrors: { other: "x" }, repopulate: { sports: ["siatkowka"] } });
    expect(Array.from(html.querySelectorAll("input[type=checkbox]"), (box) => box.hasAttribute("checked"))).toEqual([
      false,
      true,
      false,
    ]);
  });

  it("does not validate while the focus moves between its boxes, but does on leaving the group", async () => {
    renderForm(field, { schema });
    const [first, second] = screen.getAllByRole("checkbox");
    fireEvent.blur(first, { relatedTarget: second });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(first.hasAttribute("aria-invalid")).toBe(false);
    fireEvent.blur(second, { relatedTarget: screen.getByRole("button") });
    await waitFor(() => expect(first.getAttribute("aria-invalid")).toBe("true"));
    fireEvent.click(second);
    await waitFor(() => expect(first.hasAttribute("aria-invalid")).toBe(false));
  });
});
