import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { listExperts } from "~/areas/agenda/api/experts.server";
import { ExpertList } from "~/areas/agenda/expert-list";
import Content from "~/content/eksperci.mdx";
import { anonymous } from "~/lib/api/call.server";
import { asErrorResponse } from "~/lib/api/errors.server";
import type { RouteHandle } from "~/lib/route-handle";

import "~/areas/agenda/experts.css";

export const handle: RouteHandle = { title: "Eksperci", layout: "article", siteMap: "Kongres", hydrate: false };

export async function loader() {
  const experts = await listExperts(anonymous).catch(asErrorResponse);
  return json({ experts });
}

function ExpertsOfCongress() {
  const { experts } = useLoaderData<typeof loader>();
  return <ExpertList experts={experts} />;
}

export default function ExpertsPage() {
  return <Content components={{ ExpertList: ExpertsOfCongress }} />;
}
