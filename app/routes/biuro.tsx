import type { LoaderFunctionArgs } from "@remix-run/node";
import { NavLink, Outlet, useRouteLoaderData } from "@remix-run/react";

import { RouteErrorPage } from "~/components/error-page";
import { requireStaff } from "~/lib/guards.server";
import { jsonWithSession } from "~/lib/responses.server";
import type { RouteHandle } from "~/lib/route-handle";
import type { NavigationLink } from "~/lib/site/navigation";

import "~/areas/staff/staff.css";

export const handle: RouteHandle = { title: "Biuro programu" };

/** Each child checks the staff role itself too. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireStaff(request);
  return jsonWithSession(session, null);
}

export default function StaffLayout() {
  return (
    <div className="staff">
      <StaffNavigation />
      <Outlet />
    </div>
  );
}

/** An error of a screen stays inside the office; when this loader failed, nothing of the office shows. */
export function ErrorBoundary() {
  const staff = useRouteLoaderData<typeof loader>("routes/biuro") !== undefined;
  if (!staff) return <RouteErrorPage framed />;
  return (
    <div className="staff">
      <StaffNavigation />
      <RouteErrorPage framed />
    </div>
  );
}

const STAFF_NAVIGATION: NavigationLink[] = [
  { to: "/biuro", label: "Zgłoszenia klubów" },
  { to: "/biuro/certyfikaty", label: "Certyfikaty" },
  { to: "/biuro/sezony", label: "Sezony" },
  { to: "/biuro/kongres", label: "Kongres" },
  { to: "/biuro/osoby", label: "Konta" },
  { to: "/biuro/liczby", label: "Liczby i zestawienia" },
  { to: "/biuro/dziennik", label: "Dziennik zdarzeń" },
];

function StaffNavigation() {
  return (
    <nav className="staff__nav" aria-label="Biuro programu">
      <ul>
        {STAFF_NAVIGATION.map(({ to, label }) => (
          <li key={to}>
            {/* The applications live at the office's own address: active there only. */}
            <NavLink to={to} end={to === "/biuro"}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
