import { RouteErrorPage } from "~/components/error-page";

/** Each /konto screen exports this: a shared layout route would change where their forms post. */
export function AccountErrorBoundary() {
  return <RouteErrorPage framed />;
}
