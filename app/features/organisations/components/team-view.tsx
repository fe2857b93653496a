import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { FormErrors, SelectField, TextField, useAppForm } from "~/components/forms/app-form";
import type { FormReply } from "~/lib/form-schema";
import { formatDate } from "~/lib/format";
import { ASSIGNABLE_ORG_ROLES, JOB_SCOPED_ROLES, mayManageMember, type OrgRole } from "~/lib/team-permissions";
import type { TeamPage } from "../list-team.server";
import { ORG_ROLE_HINTS, ORG_ROLE_LABELS, team } from "../messages";
import { InviteSchema } from "../schema";
import { IntentButton } from "~/components/ui/intent-button";

const button = "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50";
const dangerButton = "rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50";
const primary = "rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700";
const select = "rounded-md border border-slate-300 px-2 py-1.5 text-sm";

function RoleOptions({ roles }: { roles: readonly OrgRole[] }) {
  return (
    <>
      {roles.map((r) => (
        <option key={r} value={r}>
          {ORG_ROLE_LABELS[r]}
        </option>
      ))}
    </>
  );
}

function InviteForm({ reply, ownerInvites }: { reply: FormReply | null; ownerInvites: boolean }) {
  const [form, fields] = useAppForm(InviteSchema, { id: "invite", reply, defaultValue: { role: "recruiter" } });
  const roles = ASSIGNABLE_ORG_ROLES.filter((r) => ownerInvites || r !== "admin");
  return (
    <section aria-labelledby="invite-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h3 id="invite-heading" className="text-base font-semibold text-slate-900">
        {team.inviteHeading}
      </h3>
      <Form method="post" {...getFormProps(form)} noValidate className="mt-3 grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end">
        <input type="hidden" name="intent" value="invite" />
        <div className="sm:col-span-3">
          <FormErrors form={form} testId="invite-error" />
        </div>
        <TextField field={fields.email} label={team.emailLabel} type="email" autoComplete="off" />
        <SelectField field={fields.role} label={team.roleLabel}>
          <RoleOptions roles={roles} />
        </SelectField>
        <button type="submit" className={primary}>
          {team.inviteButton}
        </button>
      </Form>
      <ul className="mt-3 space-y-1 text-xs text-slate-600">
        {roles.map((r) => (
          <li key={r}>
            <span className="font-semibold">{ORG_ROLE_LABELS[r]}:</span> {ORG_ROLE_HINTS[r]}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The Team tab: members with their roles and jobs, pending invitations, and (for owners and admins) the changes. */
export function TeamView({ page, reply }: { page: TeamPage; reply: FormReply | null }) {
  const { me } = page;
  const membership = { organisationId: page.organisation.id, role: me.role, teamJobIds: [] };
  return (
    <div className="space-y-6" data-testid="team">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{team.title}</h2>
        <p className="text-sm text-slate-600">{team.intro(page.organisation.name)}</p>
      </div>
      {me.canManage ? <InviteForm reply={reply} ownerInvites={me.role === "owner"} /> : null}

      <section aria-labelledby="members-heading">
        <h3 id="members-heading" className="text-base font-semibold text-slate-900">
          {team.membersHeading}
        </h3>
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {page.members.map((m) => {
            const manageable = me.canManage && m.userId !== me.userId && mayManageMember(membership, m.role);
            const jobScoped = JOB_SCOPED_ROLES.includes(m.role);
            const offTeam = page.jobs.filter((j) => !m.jobs.some((t) => t.id === j.id));
            return (
              <li key={m.userId} className="space-y-2 p-4" data-testid="team-member" data-email={m.email}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div>
                    <p className="font-semibold text-slate-900">
                      {m.name} {m.userId === me.userId ? <span className="font-normal text-slate-500">{team.you}</span> : null}
                    </p>
                    <p className="text-sm text-slate-600">{m.email}</p>
                  </div>
                  <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700" data-testid="member-role">
                    {ORG_ROLE_LABELS[m.role]}
                  </span>
                </div>
                {jobScoped ? (
                  <div className="text-sm text-slate-700">
                    <span className="font-medium">{team.jobsLabel}:</span>{" "}
                    {m.jobs.length === 0 ? team.noTeamJobs : null}
                    <ul className="mt-1 flex flex-wrap gap-2">
                      {m.jobs.map((j) => (
                        <li key={j.id} className="flex items-center gap-1 rounded-md bg-slate-50 px-2 py-1">
                          {j.title}
                          {me.canManage ? <IntentButton intent="job-remove" fields={{ userId: m.userId, jobId: j.id }} label={team.removeFromJobButton(j.title)} className="text-xs text-red-700 underline" /> : null}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                {manageable ? (
                  <div className="flex flex-wrap items-end gap-2">
                    <Form method="post" className="flex items-end gap-2">
                      <input type="hidden" name="intent" value="change-role" />
                      <input type="hidden" name="userId" value={m.userId} />
                      <label className="text-sm">
                        <span className="sr-only">{team.roleLabel}</span>
                        <select name="role" defaultValue={m.role} className={select} aria-label={`${team.roleLabel}: ${m.email}`}>
                          <RoleOptions roles={ASSIGNABLE_ORG_ROLES.filter((r) => me.role === "owner" || r !== "admin")} />
                        </select>
                      </label>
                      <button type="submit" className={button}>
                        {team.changeRoleButton}
                      </button>
                    </Form>
                    {jobScoped && offTeam.length > 0 ? (
                      <Form method="post" className="flex items-end gap-2">
                        <input type="hidden" name="intent" value="job-add" />
                        <input type="hidden" name="userId" value={m.userId} />
                        <select name="jobId" className={select} aria-label={`${team.addToJobLabel}: ${m.email}`} defaultValue="">
                          <option value="" disabled>
                            {team.chooseJob}
                          </option>
                          {offTeam.map((j) => (
                            <option key={j.id} value={j.id}>
                              {j.title}
                            </option>
                          ))}
                        </select>
                        <button type="submit" className={button}>
                          {team.addToJobButton}
                        </button>
                      </Form>
                    ) : null}
                    <IntentButton intent="remove" fields={{ userId: m.userId }} label={team.removeButton} className={dangerButton} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="invitations-heading">
        <h3 id="invitations-heading" className="text-base font-semibold text-slate-900">
          {team.invitationsHeading}
        </h3>
        {page.invitations.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{team.noInvitations}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {page.invitations.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 p-4" data-testid="team-invitation" data-email={i.email}>
                <div>
                  <p className="font-semibold text-slate-900">{i.email}</p>
                  <p className="text-sm text-slate-600">
                    {team.invitedAs(ORG_ROLE_LABELS[i.role])} · {i.expired ? team.expired : team.expires(formatDate(i.expiresAt))}
                  </p>
                </div>
                {me.canManage ? (
                  <div className="flex gap-2">
                    <IntentButton intent="resend" fields={{ invitationId: i.id }} label={team.resendButton} />
                    <IntentButton intent="revoke" fields={{ invitationId: i.id }} label={team.revokeButton} className={dangerButton} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
