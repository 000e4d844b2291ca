import { mailCatalogue } from "./catalogue";

const SITE = "https://wfzawf.pl";

describe("every e-mail the platform sends", () => {
  const catalogue = Object.entries(mailCatalogue(SITE, "kontakt@wfzawf.pl"));

  it.each(catalogue)("%s links only to the platform's own address, in both parts", (_name, mail) => {
    const textLinks = [...mail.text.matchAll(/https?:\/\/[^\s"<]+/g)].map(([url]) => url);
    const htmlLinks = [...mail.html.matchAll(/href="([^"]+)"/g)].map(([, url]) => url.replaceAll("&#38;", "&"));
    expect(textLinks.length).toBeGreaterThan(0);
    for (const url of [...textLinks, ...htmlLinks]) expect(new URL(url).origin).toBe(SITE);
    // The HTML part carries the same link the text does.
    expect(htmlLinks.every((url) => textLinks.includes(url))).toBe(true);
  });

  it.each(catalogue)("%s is Polish, addressed by name, with a subject and the platform's signature", (_name, mail) => {
    expect(mail.subject.length).toBeGreaterThan(10);
    expect(mail.text).toMatch(/^Dzień dobry, \p{Lu}\p{Ll}+!/u);
    expect(mail.text).toContain("WF z AWF – Sport Kluby");
    expect(mail.html).toMatch(/^<!doctype html><html lang="pl">/);
    // A real heading, the subject, for a screen reader's list of headings; no text in images.
    expect(mail.html).toContain(`<h1>${mail.subject.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)}</h1>`);
    expect(mail.html).not.toMatch(/<img/i);
  });

  it.each(catalogue.filter(([, mail]) => mail.unsubscribeUrl))(
    "%s, a list message, offers its one-click unsubscribe link in both parts",
    (_name, mail) => {
      expect(new URL(mail.unsubscribeUrl!).origin).toBe(SITE);
      expect(mail.text).toContain(mail.unsubscribeUrl);
      expect(mail.html).toContain(`href="${mail.unsubscribeUrl}"`);
    },
  );

  it("gives an unsubscribe link to every reminder and to the newsletter, and to nothing a person cannot leave", () => {
    const lists = catalogue.filter(([, mail]) => mail.unsubscribeUrl).map(([name]) => name);
    expect(lists.sort()).toEqual([
      "newsletter",
      "przypomnienie-ankiety",
      "przypomnienie-harmonogram",
      "przypomnienie-kongres",
    ]);
  });
});
