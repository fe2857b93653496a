import { getFormProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { TextField, useAppForm } from "~/components/forms/app-form";
import { replyFor, replyMessage } from "~/components/forms/reply";
import type { FormReply } from "~/lib/form-schema";
import { formatDate } from "~/lib/format";
import { organisationDetails, twoFactorState } from "~/lib/messages";
import { accountAdmin } from "~/features/admin/messages";
import { ACCOUNT_STATUSES, BanSchema, RejectEmployerSchema } from "../schema";

const input = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm";
const button = "rounded-md px-3 py-2 text-sm font-semibold";
const primary = `${button} bg-brand-600 text-white hover:bg-brand-700`;
const secondary = `${button} border border-slate-300 text-slate-700 hover:bg-slate-50`;
const danger = `${button} bg-red-600 text-white hover:bg-red-700`;

export type AdminReply = FormReply | null | undefined;

/** Why the last admin form was refused; a reason refused stands beside its own field instead. */
function ReplyError({ reply }: { reply: AdminReply }) {
  const message = reply?.result?.error?.reason ? null : replyMessage(reply);
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800" data-testid="admin-error">
      {message}
    </p>
  );
}

/** A one-button admin form (hidden intent and user id). */
function ActionButton({ intent, userId, label, className = secondary }: { intent: string; userId: string; label: string; className?: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="userId" value={userId} />
      <button type="submit" className={className}>
        {label}
      </button>
    </Form>
  );
}

/** A form with a required reason (reject, suspend); a refused reason stays typed, with its message beside it. */
function ReasonForm({
  intent,
  userId,
  label,
  reasonLabel,
  className,
  reply,
}: {
  intent: "reject" | "ban";
  userId: string;
  label: string;
  reasonLabel: string;
  className: string;
  reply: AdminReply;
}) {
  const [form, fields] = useAppForm(intent === "ban" ? BanSchema : RejectEmployerSchema, {
    id: `${intent}-${userId}`,
    reply: replyFor(replyFor(reply, "intent", intent), "userId", userId),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="userId" value={userId} />
      <div className="min-w-56 flex-1">
        <TextField field={fields.reason} label={reasonLabel} className={input} />
      </div>
      <button type="submit" className={className}>
        {label}
      </button>
    </Form>
  );
}

export type QueueItem = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  orgType: string | null;
  location: string | null;
  orgRegistration: string | null;
  contactPerson: string | null;
  requestedAt: string | Date | null;
  joinedAt: string | Date;
};

/** What a request in the employer queue says about the organisation, as term and value pairs. */
function queueDetails(e: QueueItem): [string, string][] {
  const details: [string, string][] = [
    [organisationDetails.orgTypeLabel, e.orgType ? organisationDetails.orgTypes[e.orgType as keyof typeof organisationDetails.orgTypes] : "—"],
    [organisationDetails.cityLabel, e.location ?? "—"],
    [organisationDetails.orgRegistrationLabel, e.orgRegistration ?? "—"],
    [organisationDetails.contactPersonLabel, `${e.contactPerson ?? "—"} (${e.email})`],
  ];
  details.push([accountAdmin.joinedLabel, formatDate(e.joinedAt)]);
  return details;
}

export function EmployerQueue({ items, total, reply }: { items: QueueItem[]; total: number; reply: AdminReply }) {
  return (
    <section className="space-y-4">
      <h2 className="text-xl font-bold text-slate-900">{accountAdmin.queueTitle}</h2>
      <ReplyError reply={reply} />
      {items.length === 0 ? <p className="text-slate-600">{accountAdmin.queueEmpty}</p> : <p className="text-sm text-slate-600">{accountAdmin.queueCount(items.length, total)}</p>}
      <ul className="space-y-4" data-testid="employer-queue">
        {items.map((e) => (
          <li key={e.id} className="rounded-xl border border-slate-200 bg-white p-5">
            <p className="font-semibold text-slate-900">
              <Link to={`/dashboard/accounts/${e.id}`} className="hover:underline">
                {e.company ?? e.name}
              </Link>
            </p>
            <p
              className={`mt-1 text-sm font-medium ${e.requestedAt ? "text-emerald-800" : "text-amber-800"}`}
              data-testid="queue-details-state"
            >
              {e.requestedAt ? accountAdmin.queueDetailsSent(formatDate(e.requestedAt)) : accountAdmin.queueNoDetails}
            </p>
            <dl className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
              {queueDetails(e).map(([label, value]) => (
                <div key={label}>
                  <dt className="inline">{label}:</dt> <dd className="inline">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-3 flex flex-wrap items-end gap-3">
              <ActionButton intent="approve" userId={e.id} label={accountAdmin.approve} className={primary} />
              <ReasonForm intent="reject" userId={e.id} label={accountAdmin.reject} reasonLabel={accountAdmin.rejectReasonLabel} className={danger} reply={reply} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export type AccountRow = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  banned: boolean;
  twoFactorEnabled: boolean;
  createdAt: string | Date;
  role: string | null;
  company: string | null;
  verifiedAt: string | Date | null;
};

function statusOf(a: { banned: boolean; emailVerified: boolean; role: string | null; verifiedAt: string | Date | null }): string {
  if (a.banned) return accountAdmin.statusBanned;
  if (!a.emailVerified) return accountAdmin.statusUnconfirmed;
  if (a.role === "employer" && !a.verifiedAt) return accountAdmin.statusPending;
  return accountAdmin.statusActive;
}

export function AccountsList({
  accounts,
  total,
  query,
}: {
  accounts: AccountRow[];
  total: number;
  query: { q?: string; role?: string; status?: string; joinedAfter?: string };
}) {
  return (
    <section className="space-y-4">
      <h2 className="text-xl font-bold text-slate-900">{accountAdmin.accountsTitle}</h2>
      <Form method="get" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-5">
        <label className="text-sm text-slate-700 sm:col-span-2">
          {accountAdmin.accountSearchLabel}
          <input name="q" defaultValue={query.q ?? ""} maxLength={100} className={input} />
        </label>
        <label className="text-sm text-slate-700">
          {accountAdmin.roleFilterLabel}
          <select name="role" defaultValue={query.role ?? ""} className={input}>
            <option value="">—</option>
            <option value="doctor">Doctor</option>
            <option value="employer">Employer</option>
          </select>
        </label>
        <label className="text-sm text-slate-700">
          {accountAdmin.statusFilterLabel}
          <select name="status" defaultValue={query.status ?? ""} className={input}>
            <option value="">—</option>
            {ACCOUNT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-slate-700">
          {accountAdmin.joinedAfterLabel}
          <input type="date" name="joinedAfter" defaultValue={query.joinedAfter ?? ""} className={input} />
        </label>
        <div className="sm:col-span-5">
          <button type="submit" className={primary}>
            {accountAdmin.search}
          </button>
        </div>
      </Form>
      <p className="text-sm text-slate-600">{total}</p>
      {accounts.length === 0 ? <p className="text-slate-600">{accountAdmin.noAccounts}</p> : null}
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" data-testid="accounts">
        {accounts.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
            <Link to={`/dashboard/accounts/${a.id}`} className="font-medium text-brand-700 hover:underline">
              {a.name} · {a.email}
            </Link>
            <span className="text-slate-600">
              {a.role ?? "—"} · {statusOf(a)} · {formatDate(a.createdAt)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export type AccountView = AccountRow & {
  banReason: string | null;
  location: string | null;
  orgType: string | null;
  orgRegistration: string | null;
  contactPerson: string | null;
  rejectionReason: string | null;
};

export type AuditRow = {
  id: number;
  actorEmail: string;
  actorName: string | null;
  action: string;
  targetId: string | null;
  targetName: string | null;
  targetEmail: string | null;
  details: Record<string, unknown>;
  ip: string | null;
  createdAt: string | Date;
};

/** Who an entry is about: the account's name and e-mail, or, once it is erased, what is left of it. */
function AuditTarget({ row }: { row: AuditRow }) {
  if (!row.targetId) return null;
  if (!row.targetEmail) return <span className="text-slate-500">{accountAdmin.auditDeletedAccount(row.targetId.slice(0, 8))}</span>;
  return (
    <Link to={`/dashboard/accounts/${row.targetId}`} className="text-brand-700 hover:underline">
      {row.targetName} · {row.targetEmail}
    </Link>
  );
}

export function AuditTable({ rows }: { rows: AuditRow[] }) {
  if (rows.length === 0) return <p className="text-slate-600">{accountAdmin.auditEmpty}</p>;
  return (
    // Focusable, so a keyboard can scroll it sideways when the table is wider than the screen.
    <div role="region" aria-label={accountAdmin.auditTableLabel} tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
      <table className="w-full text-left text-sm" data-testid="audit-log">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="p-2 font-medium">{accountAdmin.auditWhen}</th>
            <th scope="col" className="p-2 font-medium">{accountAdmin.auditActor}</th>
            <th scope="col" className="p-2 font-medium">{accountAdmin.auditAction}</th>
            <th scope="col" className="p-2 font-medium">{accountAdmin.auditTarget}</th>
            <th scope="col" className="p-2 font-medium">{accountAdmin.auditDetails}</th>
            <th scope="col" className="p-2 font-medium">{accountAdmin.auditIp}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-b border-slate-100 last:border-0">
              <td className="p-2 whitespace-nowrap">{new Date(r.createdAt).toISOString().replace("T", " ").slice(0, 19)}</td>
              <td className="p-2">{r.actorName ? `${r.actorName} · ${r.actorEmail}` : r.actorEmail}</td>
              <td className="p-2 font-medium">{r.action}</td>
              <td className="p-2" data-testid="audit-target">
                <AuditTarget row={r} />
              </td>
              <td className="p-2">{Object.keys(r.details).length ? JSON.stringify(r.details) : ""}</td>
              <td className="p-2">{r.ip ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AccountDetail({ account, audit, reply }: { account: AccountView; audit: AuditRow[]; reply: AdminReply }) {
  const rows: [string, ReactNode][] = [
    ["E-mail", account.email],
    [accountAdmin.statusFilterLabel, statusOf(account)],
    [accountAdmin.roleFilterLabel, account.role ?? "—"],
    [twoFactorState.title, account.twoFactorEnabled ? twoFactorState.on : twoFactorState.off],
  ];
  if (account.banned && account.banReason) rows.push([accountAdmin.banReasonLabel, account.banReason]);
  if (account.role === "employer") {
    rows.push([organisationDetails.orgNameLabel, account.company ?? "—"]);
    rows.push([organisationDetails.orgTypeLabel, account.orgType ? organisationDetails.orgTypes[account.orgType as keyof typeof organisationDetails.orgTypes] : "—"]);
    rows.push([organisationDetails.cityLabel, account.location ?? "—"]);
    rows.push([organisationDetails.orgRegistrationLabel, account.orgRegistration ?? "—"]);
    rows.push([organisationDetails.contactPersonLabel, account.contactPerson ?? "—"]);
  }
  return (
    <section className="space-y-5">
      <h2 className="text-xl font-bold text-slate-900">{account.name}</h2>
      <ReplyError reply={reply} />
      <dl className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2" data-testid="account-details">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt className="text-slate-500">{k}</dt>
            <dd className="font-medium text-slate-800">{v}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-end gap-3">
        {account.role === "employer" && !account.verifiedAt ? <ActionButton intent="approve" userId={account.id} label={accountAdmin.setVerified} className={primary} /> : null}
        {account.role === "employer" && account.verifiedAt ? <ActionButton intent="pending" userId={account.id} label={accountAdmin.setPending} /> : null}
        <ActionButton intent="revoke-sessions" userId={account.id} label={accountAdmin.revokeSessions} />
        {!account.emailVerified ? <ActionButton intent="resend-confirmation" userId={account.id} label={accountAdmin.resendConfirmation} /> : null}
        {account.twoFactorEnabled ? <ActionButton intent="reset-two-factor" userId={account.id} label={accountAdmin.resetTwoFactor} /> : null}
        {account.banned ? <ActionButton intent="unban" userId={account.id} label={accountAdmin.unban} /> : null}
      </div>
      {account.role === "employer" && !account.verifiedAt ? (
        <ReasonForm intent="reject" userId={account.id} label={accountAdmin.reject} reasonLabel={accountAdmin.rejectReasonLabel} className={danger} reply={reply} />
      ) : null}
      {!account.banned ? <ReasonForm intent="ban" userId={account.id} label={accountAdmin.ban} reasonLabel={accountAdmin.banReasonLabel} className={danger} reply={reply} /> : null}
      <h3 className="text-lg font-semibold text-slate-900">{accountAdmin.auditTitle}</h3>
      <AuditTable rows={audit} />
    </section>
  );
}
