import { json } from "@remix-run/node";

import type { AgendaPart } from "~/lib/contract/constants";

import { loadCityAgenda } from "./agenda-page.server";

export async function loadAgendaPart(request: Request, part: AgendaPart) {
  const { headers, ...agenda } = await loadCityAgenda(request);
  return json({ ...agenda, items: agenda.items.filter((item) => item.part === part) }, { headers });
}
