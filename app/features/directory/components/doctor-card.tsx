import { DIRECTORY_SKILLS_SHOWN } from "~/lib/constants";
import { commonWords } from "~/lib/messages";
import { directoryPage as ui, resumeAccess } from "~/features/directory/messages";
import { escapeHtml, htmlAttributes } from "~/lib/html";
import { toastAttribute } from "~/components/ui/toaster";
import { messageDoctorPath } from "~/lib/message-links";
import { directoryDom } from "./directory-dom";
import type { DirectoryDoctor } from "../search-doctors.server";

/** Up to two initials of a name without its "Dr." (the avatar when there is no photo). */
function initials(name: string): string {
  const letters = name
    .replace(/^Dr\.?\s+/i, "")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join("");
  return letters || "?";
}

/**
 * The card's picture, name, specialty, place, bio, skills and facts as HTML: a directory page shows 24 cards, and as
 * React elements (about 20 each) they were most of its server render (decision 060). Every value from the database
 * goes through escapeHtml.
 */
export function doctorCardBodyHtml(doctor: DirectoryDoctor, heading: "h2" | "h3"): string {
  const shown = doctor.skills.slice(0, DIRECTORY_SKILLS_SHOWN);
  const more = doctor.skills.length - shown.length;
  const picture = doctor.avatarUrl
    ? `<img src="${escapeHtml(doctor.avatarUrl)}" alt="" width="64" height="64" loading="lazy" class="h-16 w-16 rounded-full object-cover">`
    : `<span aria-hidden="true" class="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-xl font-semibold text-brand-700">${escapeHtml(initials(doctor.name))}</span>`;
  const verified = doctor.verified
    ? `<span class="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700" title="${escapeHtml(ui.verifiedTitle)}">${escapeHtml(ui.verified)}</span>`
    : "";
  const chip = (text: string, tone: string) => `<li class="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs ${tone}">${escapeHtml(text)}</li>`;
  const fact = (term: string, value: string) => `<div><dt class="text-slate-500">${escapeHtml(term)}</dt><dd class="font-medium text-slate-800">${escapeHtml(value)}</dd></div>`;
  return [
    `<div class="flex items-start gap-4">${picture}<div class="min-w-0">`,
    `<${heading} class="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">${escapeHtml(doctor.name)}${verified}</${heading}>`,
    `<p class="text-sm font-medium text-brand-700">${escapeHtml(doctor.specialization ?? ui.specializationFallback)}</p>`,
    doctor.location ? `<p class="text-sm text-slate-500">${escapeHtml(doctor.location)}</p>` : "",
    `</div></div>`,
    doctor.bio ? `<p class="mt-3 line-clamp-3 text-sm text-slate-600">${escapeHtml(doctor.bio)}</p>` : "",
    shown.length
      ? `<ul class="mt-3 flex flex-wrap gap-1.5" aria-label="${escapeHtml(ui.skills)}">${shown.map((skill) => chip(skill, "text-slate-700")).join("")}${more > 0 ? chip(ui.moreSkills(more), "text-slate-600") : ""}</ul>`
      : "",
    `<dl class="mt-3 grid grid-cols-2 gap-2 text-sm">`,
    fact(ui.experience, doctor.experienceYears != null ? ui.experienceYears(doctor.experienceYears) : ui.notProvided),
    fact(ui.availability, doctor.availability ?? ui.notProvided),
    `</dl>`,
  ].join("");
}

/** What the viewer may do with the cards: Message (employers, the admin, visitors), Edit and Delete (the admin). */
export type DoctorCardActions = { canMessage: boolean; isAdmin: boolean };

const ACTION_CLASS = "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50";
const PRIMARY_CLASS = "rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700";
const DELETE_CLASS = "rounded-md border border-red-200 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50";
const NO_RESUME_ATTRIBUTES = htmlAttributes({ ...directoryDom.toastButton.props, ...toastAttribute({ ...resumeAccess.noResumeAvailable, variant: "info" }) });
const NOT_SHARED_ATTRIBUTES = htmlAttributes({ ...directoryDom.toastButton.props, ...toastAttribute({ ...resumeAccess.resumeNotShared, variant: "info" }) });

/**
 * A whole card (the article's content: body, then View Resume and the viewer's actions) as HTML. The buttons carry
 * their data attributes (directory-dom.ts): the public page's island and the dashboard's React handler both act on
 * clicks by those, so the cards need no React elements of their own.
 */
export function doctorCardHtml(doctor: DirectoryDoctor, heading: "h2" | "h3", actions: DoctorCardActions): string {
  const id = encodeURIComponent(doctor.id);
  const view = doctor.hasResume
    ? `<a href="/resume/${escapeHtml(encodeURIComponent(doctor.name))}?resumeId=${escapeHtml(id)}" class="${PRIMARY_CLASS}">${escapeHtml(ui.viewResume)}</a>`
    : `<button type="button"${doctor.resumeNotShared ? NOT_SHARED_ATTRIBUTES : NO_RESUME_ATTRIBUTES} class="${PRIMARY_CLASS}">${escapeHtml(ui.viewResume)}</button>`;
  const message = actions.canMessage ? `<a href="${escapeHtml(messageDoctorPath(doctor.id))}" class="${ACTION_CLASS}">${escapeHtml(commonWords.message)}</a>` : "";
  const admin = actions.isAdmin
    ? `<a href="/admin/edit-doctor/${escapeHtml(id)}" class="${ACTION_CLASS}">${escapeHtml(ui.edit)}</a>` +
      `<button type="button"${htmlAttributes({ ...directoryDom.deleteButton.props(doctor.id), ...directoryDom.confirmText.props(ui.confirmDeleteText(doctor.name)) })} class="${DELETE_CLASS}">${escapeHtml(ui.delete)}</button>`
    : "";
  return `${doctorCardBodyHtml(doctor, heading)}<div class="mt-auto flex flex-wrap gap-2 pt-4">${view}${message}${admin}</div>`;
}

/** The cards of a directory page, one article each. */
export function doctorCardsHtml(doctors: readonly DirectoryDoctor[], heading: "h2" | "h3", actions: DoctorCardActions): string {
  let html = "";
  for (const doctor of doctors) {
    html += `<article class="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="doctor-card">${doctorCardHtml(doctor, heading, actions)}</article>`;
  }
  return html;
}
