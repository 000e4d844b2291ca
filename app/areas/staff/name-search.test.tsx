// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";

import ApplicationsPage from "~/routes/biuro._index/route";

import { descriptionOf } from "../../../tests/support/form-harness";
import { NameSearch } from "./name-search";

const NOTHING_FOUND = { count: 0, page: 1, pageSize: 25, results: [] };

describe("the office's search boxes", () => {
  it("say that the people and certificate searches take a PESEL, whole or its last 4 or 5 digits", () => {
    render(<NameSearch path="/biuro/osoby" label="Szukaj konta" query="" order="" found={null} item={() => null} />);
    const box = screen.getByRole("searchbox", { name: "Imię, nazwisko, e-mail, telefon, kod pocztowy lub PESEL" });
    expect(descriptionOf(box)).toEqual(["PESEL: cały numer albo jego ostatnie 4 lub 5 cyfr."]);
  });

  it("say that the application list's search takes a PESEL too", async () => {
    const Stub = createRemixStub([
      {
        path: "/biuro",
        Component: ApplicationsPage,
        loader: () => ({
          filters: { status: "", voivodeship: "", text: "", order: "" },
          refused: false,
          applications: NOTHING_FOUND,
          voivodeships: [],
        }),
      },
    ]);
    render(<Stub initialEntries={["/biuro"]} />);
    const box = await screen.findByRole("searchbox", {
      name: "Szkoła, miejscowość, ulica, kod pocztowy, nauczyciel, e-mail, telefon lub PESEL",
    });
    expect(descriptionOf(box)).toEqual(["PESEL: cały numer albo jego ostatnie 4 lub 5 cyfr."]);
  });
});
