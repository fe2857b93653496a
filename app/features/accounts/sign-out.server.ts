import { auth } from "~/services/auth/auth.server";

/** Ends the session behind the request (deleting it from the database) and returns the cookie-clearing headers. */
export async function signOut(request: Request): Promise<string[]> {
  try {
    const response = await auth().api.signOut({ headers: request.headers, asResponse: true });
    return response.headers.getSetCookie();
  } catch {
    // Already signed out (no or expired session): nothing to end.
    return [];
  }
}
