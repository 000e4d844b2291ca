export const PRODUCT_NAME = "WF z AWF";
export const SITE_DESCRIPTION = "Aktywny powrót uczniów do szkoły po pandemii";
export const THEME_COLOR = "#129BDB";

/** SPEC §1: '{page title} - {product}'. */
export function pageTitle(title?: string): string {
  return title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
}
