import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { signOut } from "~/features/accounts/sign-out.server";
import { cookieHeaders } from "~/services/auth/auth-request.server";

// Sign-out (spec 2.2 and 4): a POST from the header menu or the dashboard ends the session, clears its cookies
// and goes home. A GET (a typed URL, a prefetch) changes nothing and just goes home.
export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const setCookies = await signOut(request);
  return redirect("/", { headers: cookieHeaders(setCookies) });
}
