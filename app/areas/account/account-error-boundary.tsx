import { RouteErrorPage } from "~/components/error-page";

/**
 * The ErrorBoundary of every account screen (/konto…): an error of the
 * screen (a group or record that is not the teacher's, the API down) takes
 * the screen's place, and the page around it stays: the header with the
 * teacher's links, the screen's layout. The account's screens share no
 * layout route: one would change their addresses' forms (a POST to /konto
 * would be the layout's), so each screen exports this boundary.
 */
export function AccountErrorBoundary() {
  return <RouteErrorPage framed />;
}
