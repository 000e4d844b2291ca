import {
  EMAIL,
  exactLengthMessage,
  fileExtensionMessage,
  fileSizeMessage,
  formatNumberPl,
  joinAllPl,
  joinAlternativesPl,
  maxLengthMessage,
  maxValueMessage,
  minLengthMessage,
  minValueMessage,
  pluralPl,
  REQUIRED,
} from "./messages";
import { PASSWORD, passwordMessage } from "./password-checks";

const znak = (n: number) => pluralPl(n, "znak", "znaki", "znaków", "znaku");

describe("pluralPl", () => {
  it.each([
    [0, "znaków"],
    [1, "znak"],
    [2, "znaki"],
    [3, "znaki"],
    [4, "znaki"],
    [5, "znaków"],
    [11, "znaków"],
    [12, "znaków"],
    [13, "znaków"],
    [14, "znaków"],
    [15, "znaków"],
    [21, "znaków"],
    [22, "znaki"],
    [23, "znaki"],
    [24, "znaki"],
    [25, "znaków"],
    [101, "znaków"],
    [102, "znaki"],
    [112, "znaków"],
    [114, "znaków"],
    [122, "znaki"],
    [1000, "znaków"],
    [-2, "znaki"],
  ])("%d → %s", (n, form) => {
    expect(znak(n)).toBe(form);
  });

  it("uses the genitive singular for fractions and the many form otherwise", () => {
    expect(znak(1.5)).toBe("znaku");
    expect(pluralPl(1.5, "znak", "znaki", "znaków")).toBe("znaków");
    expect(znak(Number.NaN)).toBe("znaków");
  });
});

describe("length messages", () => {
  it("say 'co najmniej N' with the right plural", () => {
    expect(minLengthMessage(1)).toBe("Wprowadź co najmniej 1 znak");
    expect(minLengthMessage(3)).toBe("Wprowadź co najmniej 3 znaki");
    expect(minLengthMessage(5)).toBe("Wprowadź co najmniej 5 znaków");
    expect(minLengthMessage(12)).toBe("Wprowadź co najmniej 12 znaków");
    expect(minLengthMessage(22)).toBe("Wprowadź co najmniej 22 znaki");
  });

  it("say 'nie więcej niż N' with the right plural", () => {
    expect(maxLengthMessage(1)).toBe("Wprowadź nie więcej niż 1 znak");
    expect(maxLengthMessage(4)).toBe("Wprowadź nie więcej niż 4 znaki");
    expect(maxLengthMessage(14)).toBe("Wprowadź nie więcej niż 14 znaków");
    expect(maxLengthMessage(24)).toBe("Wprowadź nie więcej niż 24 znaki");
    expect(maxLengthMessage(255)).toBe("Wprowadź nie więcej niż 255 znaków");
  });

  it("say 'dokładnie N' with the right plural", () => {
    expect(exactLengthMessage(1)).toBe("Wprowadź dokładnie 1 znak");
    expect(exactLengthMessage(11)).toBe("Wprowadź dokładnie 11 znaków");
    expect(exactLengthMessage(32)).toBe("Wprowadź dokładnie 32 znaki");
  });
});

describe("fixed messages", () => {
  it("match SPEC word for word", () => {
    expect(REQUIRED).toBe("To pole jest wymagane");
    expect(EMAIL).toBe("Wprowadź poprawny adres e-mail");
  });
});

describe("value and file messages", () => {
  it("write numbers with a decimal comma", () => {
    expect(formatNumberPl(0.5)).toBe("0,5");
    expect(minValueMessage(10)).toBe("Wprowadź wartość nie mniejszą niż 10");
    expect(maxValueMessage(199.5)).toBe("Wprowadź wartość nie większą niż 199,5");
    expect(minValueMessage(-3)).toBe("Wprowadź wartość nie mniejszą niż -3");
  });

  it("name the file size limit in KB", () => {
    expect(fileSizeMessage(500)).toBe("Plik może mieć najwyżej 500 KB");
    expect(fileSizeMessage(2048)).toBe("Plik może mieć najwyżej 2048 KB");
  });

  it("list allowed extensions as users know them", () => {
    expect(fileExtensionMessage(["pdf"])).toBe("Wybierz plik w formacie PDF");
    expect(fileExtensionMessage(["pdf", ".jpg"])).toBe("Wybierz plik w formacie PDF lub JPG");
    expect(fileExtensionMessage([".pdf", "jpg", "png"])).toBe("Wybierz plik w formacie PDF, JPG lub PNG");
  });
});

describe("Polish lists", () => {
  it("join alternatives with 'lub' and requirements with 'i'", () => {
    expect(joinAlternativesPl([])).toBe("");
    expect(joinAlternativesPl(["a"])).toBe("a");
    expect(joinAlternativesPl(["a", "b", "c"])).toBe("a, b lub c");
    expect(joinAllPl(["a", "b"])).toBe("a i b");
    expect(joinAllPl(["a", "b", "c"])).toBe("a, b i c");
  });
});

describe("passwordMessage", () => {
  it("states every requirement when nothing specific is given", () => {
    expect(passwordMessage([])).toBe(PASSWORD);
    expect(PASSWORD).toBe(
      "Hasło musi mieć od 8 do 30 znaków i zawierać małą literę, wielką literę, cyfrę oraz znak specjalny",
    );
  });

  it("names exactly what is missing", () => {
    expect(passwordMessage(["digit"])).toBe("Hasło musi zawierać cyfrę");
    expect(passwordMessage(["special", "uppercase"])).toBe("Hasło musi zawierać wielką literę i znak specjalny");
    expect(passwordMessage(["tooShort"])).toBe("Hasło musi mieć co najmniej 8 znaków");
    expect(passwordMessage(["tooLong"])).toBe("Hasło musi mieć nie więcej niż 30 znaków");
    expect(passwordMessage(["tooShort", "lowercase", "digit", "special"])).toBe(
      "Hasło musi mieć co najmniej 8 znaków oraz zawierać małą literę, cyfrę i znak specjalny",
    );
  });
});
