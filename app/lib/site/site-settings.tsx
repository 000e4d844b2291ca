import { createContext, type ReactNode, useContext } from "react";

import { useNonce } from "../nonce";

/** Not from the root loader: Remix renders some error pages without running it, and those need the contact most. */
export interface SiteSettings {
  contactEmail: string;
}

const SITE_SETTINGS_ID = "site-settings";

const SiteSettingsContext = createContext<SiteSettings | null>(null);

export function SiteSettingsProvider({ settings, children }: { settings: SiteSettings; children: ReactNode }) {
  return <SiteSettingsContext.Provider value={settings}>{children}</SiteSettingsContext.Provider>;
}

let settingsInThePage: SiteSettings | undefined;

export function useSiteSettings(): SiteSettings {
  const provided = useContext(SiteSettingsContext);
  if (provided) return provided;
  if (typeof document === "undefined") {
    throw new Error("No SiteSettingsProvider (entry.server)");
  }
  settingsInThePage ??= readSiteSettings(document);
  return settingsInThePage;
}

export function SiteSettingsScript() {
  const settings = useSiteSettings();
  const nonce = useNonce();
  // "<" escaped, so no value can close the script element.
  const json = JSON.stringify(settings).replace(/</g, "\\u003c");
  return (
    <script id={SITE_SETTINGS_ID} type="application/json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />
  );
}

export function readSiteSettings(document: Document): SiteSettings {
  const text = document.getElementById(SITE_SETTINGS_ID)?.textContent;
  if (!text) throw new Error(`The page has no #${SITE_SETTINGS_ID} data block.`);
  return JSON.parse(text) as SiteSettings;
}
