// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen, within } from "@testing-library/react";

import type { Expert } from "~/areas/agenda/api/experts.server";

import { agendaItemAnchor, ExpertList, initialsOf } from "./expert-list";

const zielinska: Expert = {
  slug: "malgorzata-zielinska",
  name: "Małgorzata Zielińska",
  title: "dr hab., prof. AWF Warszawa",
  bio: "Bada wydolność dzieci i młodzieży w wieku szkolnym.",
  photo: null,
  items: [
    {
      id: 2,
      name: "Debata ekspertów: jak odbudować sprawność uczniów po pandemii",
      event: "warszawa",
      city: "Warszawa",
      // 10:00–11:30 in Warsaw (summer time).
      datetimeStart: "2026-04-20T08:00:00.000Z",
      datetimeEnd: "2026-04-20T09:30:00.000Z",
      part: "discussion",
      signUpEnabled: true,
      role: "moderator",
    },
    {
      id: 8,
      name: "Warsztaty: zabawy na boisku szkolnym",
      event: "krakow",
      city: "Kraków",
      datetimeStart: "2026-05-12T08:00:00.000Z",
      datetimeEnd: "2026-05-12T09:30:00.000Z",
      part: "workshop",
      signUpEnabled: true,
      role: "speaker",
    },
  ],
};

const withPhoto: Expert = {
  slug: "jan-nowak",
  name: "Jan Nowak",
  title: "",
  bio: "",
  photo: "/media/eksperci/jan-nowak.jpg",
  items: [],
};

function renderList(experts: Expert[]) {
  const Stub = createRemixStub([{ path: "/", Component: () => <ExpertList experts={experts} /> }]);
  return render(<Stub />);
}

describe("ExpertList", () => {
  it("shows each expert as an article named by their heading, with title, bio and a decorative monogram", () => {
    const { container } = renderList([zielinska]);
    const article = screen.getByRole("article", { name: "Małgorzata Zielińska" });
    expect(within(article).getByRole("heading", { level: 3 })).toHaveProperty("id", "malgorzata-zielinska");
    expect(article.textContent).toContain("dr hab., prof. AWF Warszawa");
    expect(article.textContent).toContain("Bada wydolność dzieci");
    const monogram = container.querySelector(".expert__monogram");
    expect(monogram?.textContent).toBe("MZ");
    expect(monogram?.getAttribute("aria-hidden")).toBe("true");
    expect(container.querySelector("img")).toBeNull();
  });

  it("lists the items with the role in neutral words, the Warsaw time, the city and a link into the agenda", () => {
    renderList([zielinska]);
    const [debate, workshop] = screen.getAllByRole("listitem");
    expect(debate.textContent).toMatch(/^Moderacja: Debata ekspertów/);
    expect(debate.textContent).toContain("20.04.2026, 10:00–11:30, Warszawa · Część dyskusyjna");
    expect(within(debate).getByRole("link")).toHaveProperty(
      "href",
      expect.stringMatching(/\/agenda\?miasto=warszawa#punkt-2$/),
    );
    expect(workshop.textContent).toMatch(/^Wystąpienie: Warsztaty/);
    expect(workshop.textContent).toContain("12.05.2026, 10:00–11:30, Kraków · Część warsztatowa");
    expect(within(workshop).getByRole("link").getAttribute("href")).toBe("/agenda?miasto=krakow#punkt-8");
  });

  it("shows a photo with the name as its text alternative, sized and loaded lazily; no empty list", () => {
    const { container } = renderList([withPhoto]);
    const photo = screen.getByRole("img", { name: "Jan Nowak" });
    expect(photo.getAttribute("src")).toBe("/media/eksperci/jan-nowak.jpg");
    expect(photo.getAttribute("loading")).toBe("lazy");
    expect(photo.getAttribute("width")).toBe("96");
    expect(photo.getAttribute("height")).toBe("96");
    expect(container.querySelector(".expert__monogram")).toBeNull();
    expect(container.querySelector("ul")).toBeNull();
    expect(container.querySelector(".expert__title")).toBeNull();
  });

  it("names an item without sign-up, which the agenda does not list, without a link", () => {
    renderList([
      { ...zielinska, items: [{ ...zielinska.items[0], signUpEnabled: false, name: "Panel: małe szkoły" }] },
    ]);
    expect(screen.getByText(/Panel: małe szkoły \(bez zapisów\)/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Panel: małe szkoły" })).toBeNull();
  });

  it("says when the list will appear while it is empty", () => {
    renderList([]);
    expect(screen.getByText(/opublikujemy przed kongresem/)).toBeTruthy();
    expect(screen.queryByRole("article")).toBeNull();
  });
});

describe("initialsOf and agendaItemAnchor", () => {
  it("takes the first and the last name's letters", () => {
    expect(initialsOf("Łukasz Ślusarczyk")).toBe("ŁŚ");
    expect(initialsOf("  anna maria kowalska-nowak ")).toBe("AK");
    expect(initialsOf("Platon")).toBe("P");
  });

  it("points at the item's anchor in its city's agenda", () => {
    expect(agendaItemAnchor({ id: 14, event: "krakow" })).toBe("/agenda?miasto=krakow#punkt-14");
  });
});
