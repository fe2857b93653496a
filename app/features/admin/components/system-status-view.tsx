import type { ReactNode } from "react";
import { formatDateTime } from "~/lib/format";
import { systemTexts as m } from "~/features/admin/messages";
import type { SystemStatus } from "../system-status.server";
import { FailedJobsList } from "./failed-jobs-list";

function bytes(n: number): string {
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  if (n < 1024 * 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(1)} MB`;
  return `${(n / (1024 * 1024 * 1024)).toFixed(2)} GB`;
}

/** One part of the system with its healthy/unhealthy label (text, not colour alone). */
function Part({ id, title, healthy, children }: { id: string; title: string; healthy: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={`system-${id}`} data-testid={`system-${id}`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <h3 id={`system-${id}`} className="font-semibold text-slate-900">
          {title}
        </h3>
        <span
          data-health={healthy ? "healthy" : "unhealthy"}
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${healthy ? "bg-emerald-100 text-emerald-900" : "bg-red-100 text-red-900"}`}
        >
          {healthy ? m.healthy : m.unhealthy}
        </span>
      </div>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">{children}</ul>
    </section>
  );
}

/** The admin's System page: database, queue (with its failed jobs), mail, storage, servers and version. */
export function SystemStatusView({ status }: { status: SystemStatus }) {
  const { database, queue, mail, storage, cluster, version } = status;
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-xl font-bold text-slate-900">{m.title}</h2>
        <p className="mt-1 text-sm text-slate-600">{m.intro}</p>
        <p className="mt-1 text-xs text-slate-500">{m.checkedAt(formatDateTime(status.checkedAt))}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Part id="database" title={m.database} healthy={database.healthy}>
          <li>{database.reachable ? m.reachable : m.unreachable} · {database.kind}</li>
          <li>{m.migration(database.migrationsApplied, database.migrationsKnown, database.migration)}</li>
          {database.reachable ? <li>{m.size(bytes(database.sizeBytes))}</li> : null}
          {database.error ? <li className="font-mono text-xs text-red-800">{database.error}</li> : null}
        </Part>
        <Part id="queue" title={m.queue} healthy={queue.healthy}>
          <li>{m.waiting(queue.waiting)}</li>
          <li>{m.active(queue.active)}</li>
          <li>{m.failed(queue.failed)}</li>
          <li>{m.oldest(queue.oldestWaitingSeconds)}</li>
          <li>{m.worker(queue.worker)}</li>
          {queue.error ? <li className="font-mono text-xs text-red-800">{queue.error}</li> : null}
        </Part>
        <Part id="mail" title={m.mail} healthy={mail.healthy}>
          <li>{m.transport[mail.transport]}</li>
          <li>
            {mail.last === null
              ? m.lastSendNone
              : mail.last.ok
                ? m.lastSendOk(formatDateTime(mail.last.at))
                : m.lastSendFailed(formatDateTime(mail.last.at), mail.last.error ?? "")}
          </li>
        </Part>
        <Part id="storage" title={m.storage} healthy={storage.healthy}>
          <li>{m.storageKind[storage.kind]}</li>
          <li>{storage.reachable ? m.reachable : m.unreachable}</li>
          {storage.error ? <li className="font-mono text-xs text-red-800">{storage.error}</li> : null}
        </Part>
        <Part id="cluster" title={m.cluster} healthy={cluster.healthy}>
          <li>{cluster.tracked ? m.instances(cluster.instances) : m.notTracked}</li>
        </Part>
        <Part id="version" title={m.version} healthy>
          <li>{m.versionLine(version.version, version.commit)}</li>
          <li>{m.node(version.node)}</li>
        </Part>
      </div>
      <FailedJobsList jobs={status.failedJobs} />
    </div>
  );
}
