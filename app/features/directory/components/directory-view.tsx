import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useState, type MouseEvent } from "react";
import { Form, useNavigation } from "react-router";
import { useDelegatedLinks } from "~/components/layout/delegated-links";
import { useAppForm } from "~/components/forms/app-form";
import { useReplyToast } from "~/components/forms/reply";
import { Alert } from "~/components/ui/alert";
import { ConfirmDialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { cityOptionsHtml } from "~/components/forms/city-options";
import { DIRECTORY_SPECIALTIES } from "~/lib/constants";
import type { FormReply } from "~/lib/form-schema";
import { directory as msg, directoryPage as ui } from "~/features/directory/messages";
import type { DirectoryDoctor } from "../search-doctors.server";
import { DELETE_DOCTOR_INTENT, DeleteDoctorSchema, DIRECTORY_LIMITS, type DirectoryQuery } from "../schema";
import { doctorCardsHtml } from "./doctor-card";
import { directoryDom } from "./directory-dom";
import { toastMessageOf } from "~/components/ui/toaster";
import { BUTTON_LOOKS } from "~/components/ui/link-button";

/**
 * The doctor directory: on the public page a document page (its island, directory-behaviors.ts, shows the toasts
 * and the admin's delete confirmation), in the dashboard a hydrated page (React does the same).
 */
export function DirectoryView({
  doctors,
  total,
  query,
  pageSize,
  isAdmin,
  canMessage = true,
  basePath,
  search,
  reply,
  headingLevel = 1,
}: {
  doctors: DirectoryDoctor[];
  total: number;
  query: DirectoryQuery;
  pageSize: number;
  isAdmin: boolean;
  /** Whether the Message link is shown: to employers, the admin and visitors (who sign in first), not to doctors. */
  canMessage?: boolean;
  basePath: string;
  /** The loader's answer to a search it refused (errors beside the filters, what was asked kept). */
  search: SubmissionResult<string[]> | null;
  /** The delete action's answer. */
  reply: FormReply | null | undefined;
  /** 1 on the public directory page; 2 inside the dashboard, under the dashboard's own h1. */
  headingLevel?: 1 | 2;
}) {
  const Title = headingLevel === 1 ? "h1" : "h2";
  const Sub = headingLevel === 1 ? "h2" : "h3";
  const { toast } = useToast();
  const navigation = useNavigation();
  // Plain anchors (a page of cards has many links; <Link> costs several times more to render on the server), which
  // navigate in the app where the page is hydrated.
  const delegatedLinks = useDelegatedLinks();
  const [deleting, setDeleting] = useState<DirectoryDoctor | null>(null);
  useReplyToast(reply);
  // The delete's refusal (a stale page, a profile gone): the reply's messages, once each.
  const deleteErrors = [...new Set(Object.values(reply?.result?.error ?? {}).flatMap((errors) => errors ?? []))];
  // The cards are HTML (doctor-card.tsx); where the page is hydrated, their buttons act through this one handler.
  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    const toastButton = directoryDom.toastButton.closest(event.target);
    const message = toastButton && toastMessageOf(toastButton);
    if (message) {
      toast(message);
      return;
    }
    const remove = directoryDom.deleteButton.closest(event.target);
    const id = remove && directoryDom.deleteButton.valueOf(remove);
    if (id) setDeleting(doctors.find((d) => d.id === id) ?? null);
  };
  const filtered = !!query.q || !!query.location || query.specialty !== "All";
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (query.q) params.set("q", query.q);
    if (query.location) params.set("location", query.location);
    if (query.specialty !== "All") params.set("specialty", query.specialty);
    if (page > 1) params.set("page", String(page));
    const qs = params.toString();
    return qs ? `${basePath}?${qs}` : basePath;
  };

  return (
    <section aria-labelledby="directory-title" onClick={delegatedLinks}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Title id="directory-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {msg.title}
          </Title>
          <p className="mt-1 text-slate-600">{ui.intro}</p>
        </div>
        {isAdmin ? (
          <a href="/admin/create-doctor" className={BUTTON_LOOKS.primary}>
            {ui.createProfile}
          </a>
        ) : null}
      </div>

      {deleteErrors.length ? (
        <div className="mt-4">
          <Alert tone="error" testId="directory-action-error">
            {deleteErrors.map((e) => (
              <p key={e}>{e}</p>
            ))}
          </Alert>
        </div>
      ) : null}

      <DirectorySearch key={JSON.stringify([query, search])} query={query} search={search} basePath={basePath} />

      <p className="mt-4 text-sm text-slate-600" aria-live="polite">
        {ui.resultCount(total, filtered)}
      </p>

      {search ? null : doctors.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <Sub className="text-lg font-semibold text-slate-900">{msg.noDoctorsFound}</Sub>
          <p className="mt-1 text-slate-600">{ui.noDoctorsHint}</p>
        </div>
      ) : (
        <div
          className={`mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${navigation.state === "loading" ? "opacity-60" : ""}`}
          onClick={onCardClick}
          dangerouslySetInnerHTML={{ __html: doctorCardsHtml(doctors, Sub, { canMessage, isAdmin }) }}
        />
      )}

      {pages > 1 ? (
        <nav aria-label={ui.pagesLabel} className="mt-6 flex items-center justify-center gap-2">
          {query.page > 1 ? (
            <a href={pageHref(query.page - 1)} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50">
              {ui.previous}
            </a>
          ) : null}
          <span className="text-sm text-slate-600">
            {ui.pageOf(query.page, pages)}
          </span>
          {query.page < pages ? (
            <a href={pageHref(query.page + 1)} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50">
              {ui.next}
            </a>
          ) : null}
        </nav>
      ) : null}

      {isAdmin ? <DeleteDialog /> : null}

      {isAdmin ? <DeleteConfirm deleting={deleting} onClose={() => setDeleting(null)} /> : null}
    </section>
  );
}

/**
 * The admin's delete confirmation where the page is hydrated (the dashboard): the profile whose Delete was pressed,
 * and the form that posts the delete. Only the admin's page builds it.
 */
function DeleteConfirm({ deleting, onClose }: { deleting: DirectoryDoctor | null; onClose: () => void }) {
  // Its outcome (toast, errors) is shown by DirectoryView from the reply, so not given here.
  const [deleteForm] = useAppForm(DeleteDoctorSchema, { id: "delete-doctor" });
  const deleteFormProps = getFormProps(deleteForm);
  return (
    <ConfirmDialog
      open={!!deleting}
      onClose={onClose}
      title={msg.confirmDelete}
      description={deleting ? ui.confirmDeleteText(deleting.name) : null}
      confirm={
        <Form
          method="post"
          {...deleteFormProps}
          onSubmit={(event) => {
            deleteFormProps.onSubmit(event);
            onClose();
          }}
        >
          <input type="hidden" name="intent" value={DELETE_DOCTOR_INTENT} />
          <input type="hidden" name="profileId" value={deleting?.id ?? ""} />
          <button type="submit" className="w-full rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700">
            {ui.delete}
          </button>
        </Form>
      }
    />
  );
}

/** The search form's id; its fields' ids and their errors' ids are made from it. */
const SEARCH_FORM = "directory-search";
const SEARCH_FIELDS = ["q", "location", "specialty", "page"] as const;

/**
 * The filters: a GET form, so a search is a plain link; the loader parses it with the same schema (schema.ts) and
 * answers a refused search with its errors and what was asked, shown here. Plain markup rather than a conform form:
 * nothing is checked in the browser before a search (the browser keeps to the field's maxlength), and building
 * conform's field metadata was a twentieth of the page's server render (decision 060).
 */
function DirectorySearch({ query, search, basePath }: { query: DirectoryQuery; search: SubmissionResult<string[]> | null; basePath: string }) {
  const errors = search?.error ?? {};
  const asked = search?.initialValue ?? {};
  const value = (name: "q" | "location" | "specialty", fallback: string) => {
    if (!search) return fallback;
    const v = asked[name];
    return typeof v === "string" ? v : "";
  };
  const fieldId = (name: string) => `${SEARCH_FORM}-${name}`;
  const errorId = (name: string) => `${SEARCH_FORM}-${name}-error`;
  const invalid = (name: string) => (errors[name]?.length ? { "aria-invalid": true, "aria-describedby": errorId(name) } : {});
  const formErrors = errors[""] ?? [];
  const location = value("location", query.location);
  return (
    <>
      <Form
        id={SEARCH_FORM}
        method="get"
        action={basePath}
        aria-describedby={formErrors.length ? `${SEARCH_FORM}-error` : undefined}
        className="mt-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[1fr_200px_200px_auto_auto]"
      >
        <label className="sr-only" htmlFor={fieldId("q")}>
          {ui.searchPlaceholder}
        </label>
        <input
          id={fieldId("q")}
          name="q"
          type="search"
          maxLength={DIRECTORY_LIMITS.query}
          defaultValue={value("q", query.q)}
          placeholder={ui.searchPlaceholder}
          {...invalid("q")}
          className="rounded-md border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-500"
        />
        <label className="sr-only" htmlFor={fieldId("location")}>
          {ui.location}
        </label>
        {/* The 130 cities as one string (the selected one marked in it), not 130 React elements (decision 060). */}
        <select
          id={fieldId("location")}
          name="location"
          {...invalid("location")}
          className="rounded-md border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-500"
          dangerouslySetInnerHTML={{ __html: cityOptionsHtml(ui.allCities, location) }}
        />
        <label className="sr-only" htmlFor="directory-specialty">
          {ui.specialty}
        </label>
        <select
          id="directory-specialty"
          name="specialty"
          defaultValue={value("specialty", query.specialty) || "All"}
          {...invalid("specialty")}
          className="rounded-md border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-500"
        >
          {DIRECTORY_SPECIALTIES.map((s) => (
            <option key={s} value={s}>
              {s === "All" ? ui.allSpecialties : s}
            </option>
          ))}
        </select>
        <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {ui.search}
        </button>
        <a href={basePath} className="rounded-md border border-slate-300 px-4 py-2 text-center font-medium text-slate-700 hover:bg-slate-50">
          {ui.clearFilters}
        </a>
      </Form>
      {search ? (
        <div className="mt-4 space-y-1" data-testid="directory-search-error">
          {formErrors.length ? (
            <div id={`${SEARCH_FORM}-error`}>
              <Alert tone="error">
                {formErrors.map((message) => (
                  <p key={message}>{message}</p>
                ))}
              </Alert>
            </div>
          ) : null}
          {SEARCH_FIELDS.flatMap((name) =>
            (errors[name] ?? []).map((text) => (
              <p key={name + text} id={errorId(name)} role="alert" className="text-sm text-red-600">
                {text}
              </p>
            )),
          )}
        </div>
      ) : null}
    </>
  );
}

/**
 * The delete confirmation of a document page: server HTML, opened and filled in by the island for the profile whose
 * Delete was pressed. (Hydrated pages use ConfirmDialog above; this one is never opened there.)
 */
function DeleteDialog() {
  return (
    <dialog
      {...directoryDom.deleteDialog.props}
      aria-labelledby="delete-dialog-title"
      aria-describedby="delete-dialog-text"
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="p-6">
        <h2 id="delete-dialog-title" className="text-lg font-semibold text-slate-900">
          {msg.confirmDelete}
        </h2>
        <p id="delete-dialog-text" {...directoryDom.deleteText.props} className="mt-2 text-sm text-slate-600" />
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" {...directoryDom.dialogClose.props} className={BUTTON_LOOKS.secondary}>
            {ui.cancel}
          </button>
          <form method="post">
            <input type="hidden" name="intent" value={DELETE_DOCTOR_INTENT} />
            <input type="hidden" name="profileId" value="" {...directoryDom.deleteId.props} />
            <button type="submit" className="w-full rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700">
              {ui.delete}
            </button>
          </form>
        </div>
      </div>
    </dialog>
  );
}
