import { emailsInCsv } from "./certificate-import";

describe("the e-mails of a training's list", () => {
  it("are every cell that is an address, whatever the separator, quoting and header", () => {
    const csv = [
      "\uFEFFImię;Nazwisko;E-mail;Telefon",
      'Anna;Nowak;"Anna.Nowak@Szkola.edu.pl";600700800',
      "Jan,Kowalski,jan.kowalski@example.pl,",
      "\tewa@example.pl\t",
    ].join("\r\n");
    expect(emailsInCsv(csv)).toEqual(["anna.nowak@szkola.edu.pl", "jan.kowalski@example.pl", "ewa@example.pl"]);
  });

  it("count an address once, and skip what only looks like one", () => {
    expect(emailsInCsv("a@example.pl\nA@EXAMPLE.PL\nnie@adres\n@example.pl\nkontakt: x@y.pl")).toEqual([
      "a@example.pl",
    ]);
  });

  it("find nothing in a file without addresses", () => {
    expect(emailsInCsv("")).toEqual([]);
    expect(emailsInCsv("Imię;Nazwisko\nAnna;Nowak")).toEqual([]);
  });
});
