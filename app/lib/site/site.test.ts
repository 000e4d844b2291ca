import { pageTitle, PRODUCT_NAME } from "./site";

describe("pageTitle", () => {
  it("follows the '{page title} - {product}' template", () => {
    expect(pageTitle("Agenda")).toBe("Agenda - WF z AWF");
  });

  it("is the bare product name for a screen without a title", () => {
    expect(pageTitle()).toBe(PRODUCT_NAME);
    expect(pageTitle("")).toBe("WF z AWF");
  });
});
