// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";

import { readSiteSettings, SiteSettingsProvider, SiteSettingsScript, useSiteSettings } from "./site-settings";

function pageWith(contactEmail: string): Document {
  const html = renderToString(
    <SiteSettingsProvider settings={{ contactEmail }}>
      <SiteSettingsScript />
    </SiteSettingsProvider>,
  );
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, "text/html");
}

describe("site settings in the page", () => {
  it("reach the browser as the server rendered them", () => {
    expect(readSiteSettings(pageWith("kontakt@wfzawf.pl"))).toEqual({ contactEmail: "kontakt@wfzawf.pl" });
  });

  it("cannot close their script element, whatever a value holds", () => {
    const page = pageWith("a</script><script>alert(1)</script>@example.pl");
    expect(page.querySelectorAll("script")).toHaveLength(1);
    expect(readSiteSettings(page).contactEmail).toBe("a</script><script>alert(1)</script>@example.pl");
  });

  it("are read from the page in the browser, where no provider wraps the app", () => {
    document.head.innerHTML = pageWith("biuro@wfzawf.pl").head.innerHTML;
    function Contact() {
      return <p>{useSiteSettings().contactEmail}</p>;
    }
    render(<Contact />);
    expect(screen.getByText("biuro@wfzawf.pl")).toBeTruthy();
  });
});
