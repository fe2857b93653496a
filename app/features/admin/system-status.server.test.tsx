import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import { failedJobTexts, systemTexts as m } from "~/features/admin/messages";
import type { Actor } from "~/lib/permissions";
import { database } from "~/db/client.server";
import { defineJob, enqueue } from "~/services/queue/queue.server";
import { startClusterEvents, stopClusterEvents } from "~/services/cluster/cluster-events.server";
import { createActor } from "../../../tests/factories/jobs";
import { formRequest, getRequest, routeArgs, settle, signUpConfirmed, testApp } from "../../../tests/support/accounts-kit";
import { action as systemAction, loader as systemLoader } from "~/routes/dashboard.system";
import { SystemStatusView } from "./components/system-status-view";
import { getSystemStatus, type SystemStatus } from "./system-status.server";

// The admin's System page: only the platform admin may see it; it reports each part with a healthy/unhealthy label.

let admin: Actor;
let employer: Actor;
let doctor: Actor;
const waiting = defineJob<{ n: number }>({ name: "system-page-waiting", handle: async () => {} });

beforeAll(async () => {
  admin = await createActor("employer", { isAdmin: true, name: "Site Admin" });
  employer = await createActor("employer", { name: "Hospital Recruiter" });
  doctor = await createActor("doctor", { name: "Dr. Meera Iyer" });
  for (let n = 0; n < 2; n++) await enqueue(waiting, { n }, { startAfterSeconds: 3_600 });
  // On PostgreSQL this instance listens for the others' events, as a server does from start-up (server/boot.ts).
  const url = database().url;
  if (url) await startClusterEvents(url);
});

afterAll(async () => {
  await stopClusterEvents();
});

function render(status: SystemStatus): string {
  const router = createMemoryRouter([{ path: "/", element: <SystemStatusView status={status} /> }]);
  return renderToString(<RouterProvider router={router} />);
}

describe("the System page", () => {
  it("refuses everyone but the platform admin", async () => {
    for (const [actor, code] of [
      [null, "unauthenticated"],
      [doctor, "forbidden"],
      [employer, "forbidden"],
    ] as const) {
      const refused = await getSystemStatus({ actor }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).code).toBe(code);
      expect((refused as AppError).message).toBe(validation.permissionDenied);
    }
  });

  it("answers 403 to a doctor's and an employer's session, on the page and its Retry action, and sends a visitor to sign in", async () => {
    const app = testApp();
    const doctorAccount = await signUpConfirmed(app, "doctor", { name: "Dr. Kavya Nair", password: "Sys-page-pass-81" });
    const employerAccount = await signUpConfirmed(app, "employer", { name: "Clinic Manager", password: "Sys-page-pass-81" });
    for (const who of [doctorAccount, employerAccount]) {
      expect(((await settle(() => systemLoader(routeArgs(getRequest("/dashboard/system", who.cookie))))) as Response).status).toBe(403);
      const retry = { intent: "retry", name: "mail-send", id: "7d6f0a52-2b8e-4a36-9a43-2a3b8b1b9c11" };
      expect(((await settle(() => systemAction(routeArgs(formRequest("/dashboard/system", retry, who.cookie))))) as Response).status).toBe(403);
    }
    const signedOut = (await settle(() => systemLoader(routeArgs(getRequest("/dashboard/system"))))) as Response;
    expect(signedOut.status).toBe(302);
  });

  it("reports the database, queue, mail, storage, servers and version to the admin", async () => {
    const status = await getSystemStatus({ actor: admin });
    expect(status.database).toMatchObject({ healthy: true, reachable: true, kind: database().kind });
    expect(status.database.migrationsApplied).toBe(status.database.migrationsKnown);
    expect(status.database.migration).toBe(status.database.latestMigration);
    expect(status.database.sizeBytes).toBeGreaterThan(0);
    expect(status.queue).toMatchObject({ healthy: true, reachable: true, waiting: 2, failed: 0 });
    expect(status.mail).toMatchObject({ healthy: true, transport: "dev-mailbox", configured: true });
    expect(status.storage).toMatchObject({ healthy: true, kind: "local", reachable: true });
    expect(status.cluster).toMatchObject({ healthy: true, tracked: true });
    expect(status.cluster.instances).toBeGreaterThanOrEqual(1);
    expect(status.version.version).toMatch(/^\d+\.\d+\.\d+/);

    const html = render(status);
    for (const title of [m.database, m.queue, m.mail, m.storage, m.cluster, m.version]) expect(html).toContain(title);
    expect(html).toContain(m.waiting(2));
    expect(html).toContain(m.migration(status.database.migrationsApplied, status.database.migrationsKnown, status.database.migration));
    expect(html).toContain(failedJobTexts.empty);
    expect(html).not.toContain(`data-health="unhealthy"`);
  });

  it("labels a part that is down unhealthy, and offers Try again for a failed job", async () => {
    const status = await getSystemStatus({ actor: admin });
    const broken: SystemStatus = {
      ...status,
      storage: { healthy: false, kind: "s3", reachable: false, error: "connect ECONNREFUSED 127.0.0.1:9000" },
      mail: { healthy: false, transport: "smtp", configured: true, last: { at: new Date().toISOString(), ok: false, transport: "smtp", error: "421 try later" } },
      failedJobs: [{ id: "7d6f0a52-2b8e-4a36-9a43-2a3b8b1b9c11", name: "mail-send", summary: "Welcome → someone", error: "421 try later", retryCount: 6, failedOn: new Date().toISOString() }],
    };
    const html = render(broken);
    expect(html.match(/data-health="unhealthy"/g)).toHaveLength(2);
    expect(html).toContain(m.unhealthy);
    expect(html).toContain(m.unreachable);
    expect(html).toContain("421 try later");
    expect(html).toContain(failedJobTexts.retry);
    expect(html).toContain('value="7d6f0a52-2b8e-4a36-9a43-2a3b8b1b9c11"');
  });
});
