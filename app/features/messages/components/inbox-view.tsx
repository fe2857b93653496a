import { Link } from "react-router";
import { formatDate } from "~/lib/format";
import { threadPath } from "~/lib/message-links";
import { messaging as m } from "~/features/messages/messages";
import type { InboxThread } from "../list-threads.server";
import type { MessageReportView } from "../list-message-reports.server";

/** The Messages tab: the viewer's conversations, newest first, each with its unread count; the admin's reports below. */
export function InboxView({ threads, kind, reports }: { threads: InboxThread[]; kind: "employer" | "doctor"; reports: MessageReportView[] | null }) {
  const unread = threads.reduce((sum, t) => sum + t.unread, 0);
  // The doctor's dashboard has no h1 of its own (a sidebar); the employer's has the dashboard's title.
  const Title = kind === "doctor" ? "h1" : "h2";
  return (
    <div className="space-y-8">
      <section aria-labelledby="inbox-title">
        <Title id="inbox-title" className="text-xl font-semibold text-slate-900">
          {m.inboxTitle}
        </Title>
        <p className="mt-1 text-sm text-slate-600">{kind === "employer" ? m.inboxIntroEmployer : m.inboxIntroDoctor}</p>
        {unread ? (
          <p className="mt-1 text-sm font-medium text-brand-700" data-testid="inbox-unread">
            {m.unreadCount(unread)}
          </p>
        ) : null}
        {threads.length === 0 ? (
          <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <p className="font-semibold text-slate-900">{m.inboxEmpty}</p>
            <p className="mt-1 text-sm text-slate-600">{kind === "employer" ? m.inboxEmptyEmployerHint : m.inboxEmptyDoctorHint}</p>
            {kind === "employer" ? (
              <Link to="/dashboard/doctor-profiles" className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
                {m.findDoctors}
              </Link>
            ) : null}
          </div>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            {threads.map((t) => (
              <li key={t.id} data-testid="inbox-thread">
                <Link to={threadPath(t.id)} className={`block px-4 py-3 hover:bg-slate-50 ${t.unread ? "bg-brand-50/40" : ""}`}>
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className={`truncate text-slate-900 ${t.unread ? "font-semibold" : "font-medium"}`}>
                        {t.side === "doctor" && t.managedProfile ? m.managedInbox(t.counterpart) : t.counterpart}
                      </p>
                      <p className="text-xs text-slate-500">{t.jobTitle ? m.aboutJob(t.jobTitle) : m.generalEnquiry}</p>
                    </div>
                    <div className="flex shrink-0 items-center gap-2">
                      <span className="text-xs text-slate-500">{formatDate(t.lastMessageAt)}</span>
                      {t.unread ? (
                        <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white" data-testid="thread-unread">
                          <span aria-hidden="true">{t.unread}</span>
                          <span className="sr-only">{m.unreadCount(t.unread)}</span>
                        </span>
                      ) : null}
                    </div>
                  </div>
                  <p className="mt-1 truncate text-sm text-slate-600">{t.preview}</p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {reports ? <ReportsList reports={reports} /> : null}
    </div>
  );
}

/** The admin's list of conversations reported as abusive. */
function ReportsList({ reports }: { reports: MessageReportView[] }) {
  return (
    <section aria-labelledby="reports-title">
      <h2 id="reports-title" className="text-xl font-semibold text-slate-900">
        {m.reportsTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.reportsIntro}</p>
      {reports.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">{m.reportsEmpty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
          {reports.map((r) => (
            <li key={r.id} className="px-4 py-3" data-testid="message-report">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{m.reportLine(r.doctorName, r.employerName)}</p>
                  <p className="text-xs text-slate-500">
                    {r.jobTitle ? m.aboutJob(r.jobTitle) : m.generalEnquiry} · {formatDate(r.createdAt)}
                  </p>
                  <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{r.reason || m.noReason}</p>
                </div>
                <Link to={threadPath(r.threadId)} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50">
                  {m.openConversation}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
