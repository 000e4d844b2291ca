import Content from "~/content/home.mdx";
import type { RouteHandle } from "~/lib/route-handle";

import "~/styles/home.css";

export const handle: RouteHandle = { siteMap: "Informacje" };

export default function HomePage() {
  return <Content />;
}
