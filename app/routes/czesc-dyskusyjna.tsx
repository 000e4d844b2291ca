import Content from "~/content/czesc-dyskusyjna.mdx";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Część dyskusyjna", layout: "article", siteMap: "Kongres" };

export default function DiscussionPartPage() {
  return <Content />;
}
