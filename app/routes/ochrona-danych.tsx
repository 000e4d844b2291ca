import Content from "~/content/ochrona-danych.mdx";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = {
  title: "Ochrona danych osobowych",
  layout: "article",
  siteMap: "Informacje",
  hydrate: false,
};

export default function DataProtectionPage() {
  return <Content />;
}
