import os from "node:os";
import path from "node:path";

// Where the journeys' server keeps the demo admin's authenticator secret (it sets the admin's two-factor sign-in up
// through the real endpoints once it is listening), so every test worker can answer the admin's code challenge.
export function adminTotpFile(port: string | number): string {
  return path.join(os.tmpdir(), `dochire-e2e-admin-totp-${port}`);
}

/** Where the journeys keep the demo admin's signed-in session (cookies) for that server, shared by every worker. */
export function adminSessionFile(port: string | number): string {
  return `${adminTotpFile(port)}-session.json`;
}
