import type { LoaderFunctionArgs } from "@remix-run/node";
import { NavLink, Outlet, useRouteLoaderData } from "@remix-run/react";

import { RouteErrorPage } from "~/components/error-page";
import { requireStaff } from "~/lib/guards.server";
import { jsonWithSession } from "~/lib/responses.server";
import type { RouteHandle } from "~/lib/route-handle";

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

function StaffNavigation() {
  return (
    <nav className="staff__nav" aria-label="Biuro programu">
      <ul>
        <li>
          <NavLink to="/biuro" end>
            Zgłoszenia klubów
          </NavLink>
        </li>
        <li>
          <NavLink to="/biuro/certyfikaty">Certyfikaty</NavLink>
        </li>
        <li>
          <NavLink to="/biuro/sezony">Sezony</NavLink>
        </li>
        <li>
          <NavLink to="/biuro/kongres">Kongres</NavLink>
        </li>
        <li>
          <NavLink to="/biuro/osoby">Konta</NavLink>
        </li>
        <li>
          <NavLink to="/biuro/liczby">Liczby i zestawienia</NavLink>
        </li>
        <li>
          <NavLink to="/biuro/dziennik">Dziennik zdarzeń</NavLink>
        </li>
      </ul>
    </nav>
  );
}
