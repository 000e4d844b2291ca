/** Every path no other route claims: the 404 page of the root error boundary. */
export function loader() {
  throw new Response("Page Not Found", { status: 404, statusText: "Page Not Found" });
}

export default function NotFound() {
  return null;
}
