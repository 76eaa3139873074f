import { data } from "@remix-run/node";
import { NotFound } from "~/components/NotFound";

// Every path no other route claims: a real 404 status, not a soft one.
export function loader() {
  return data(null, { status: 404 });
}

export function action() {
  return data(null, { status: 404 });
}

export default NotFound;
