import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

import { readSiteSettings, SiteSettingsProvider } from "~/lib/site-settings";

const settings = readSiteSettings(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <SiteSettingsProvider settings={settings}>
        <RemixBrowser />
      </SiteSettingsProvider>
    </StrictMode>,
  );
});
