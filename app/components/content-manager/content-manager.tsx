import { useEffect, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog, Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";

// One add/edit/delete flow for the admin's lists of home-page content, so the lists cannot drift apart in
// behaviour: each feature supplies only its texts, row markup and form fields (a ContentSpec). The posts go to
// handleContentAction (services/content-manager), which answers with ContentActionData and sets the toast.

/** What the content action answers to the dialogs' fetchers. */
export type ContentActionData = { ok: true } | { ok?: false; error: string; fieldErrors?: Record<string, string>; values?: Record<string, string> };

/** A failed save, handed to the fields so they show its errors and keep what was typed. */
export type ContentFormState = {
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
  /** An error that belongs to no text field (a refused image, a vanished row, a server fault). */
  formError?: string;
};

/** A manager's list as its loader gives it (see loadContentList). */
export type ContentList<T> = { items: T[]; loadError: string | null };

/** What a feature tells the manager: its texts, its list's look, a row's content and the dialog's fields. */
export type ContentSpec<T> = {
  texts: { heading: string; add: string; edit: string; empty: string };
  layout: { headingId: string; listClassName: string; rowClassName: string; rowTestId: string };
  /** A row's content; `actions` (its Edit and Delete buttons) goes wherever the row wants it. */
  row: (item: T, actions: ReactNode) => ReactNode;
  /** The dialog's fields for a new item (null) or an existing one. */
  fields: (item: T | null, form: ContentFormState) => ReactNode;
  deleteDescription: (item: T) => ReactNode;
};

type Editing<T> = { mode: "add" } | { mode: "edit"; item: T } | null;

/** The list with Add, Edit and Delete; a failed read of the list shows `loadError` above it. */
export function ContentManager<T extends { id: number }>({ items, loadError, spec }: ContentList<T> & { spec: ContentSpec<T> }) {
  const { texts, layout, row, fields, deleteDescription } = spec;
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  return (
    <div className="space-y-4">
      {loadError ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {loadError}
        </p>
      ) : null}
      <section aria-labelledby={layout.headingId}>
        <div className="flex items-center justify-between gap-4">
          <h2 id={layout.headingId} className="text-xl font-semibold text-slate-900">
            {texts.heading}
          </h2>
          <button type="button" onClick={() => setEditing({ mode: "add" })} className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
            {texts.add}
          </button>
        </div>
        {items.length === 0 ? (
          <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{texts.empty}</p>
        ) : (
          <ul className={layout.listClassName}>
            {items.map((item) => (
              <li key={item.id} className={layout.rowClassName} data-testid={layout.rowTestId}>
                {row(
                  item,
                  <div className="mt-3 flex gap-2">
                    <button type="button" onClick={() => setEditing({ mode: "edit", item })} className="rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50">
                      Edit
                    </button>
                    <button type="button" onClick={() => setDeleting(item)} className="rounded-md border border-red-200 px-3 py-1 text-sm text-red-700 hover:bg-red-50">
                      Delete
                    </button>
                  </div>,
                )}
              </li>
            ))}
          </ul>
        )}
        {editing ? (
          <EditDialog
            key={editing.mode === "edit" ? editing.item.id : "add"}
            item={editing.mode === "edit" ? editing.item : null}
            title={editing.mode === "edit" ? texts.edit : texts.add}
            fields={fields}
            onClose={() => setEditing(null)}
          />
        ) : null}
        <DeleteDialog item={deleting} description={deleteDescription} onClose={() => setDeleting(null)} />
      </section>
    </div>
  );
}

function EditDialog<T extends { id: number }>({
  item,
  title,
  fields,
  onClose,
}: {
  item: T | null;
  title: string;
  fields: (item: T | null, form: ContentFormState) => ReactNode;
  onClose: () => void;
}) {
  const fetcher = useFetcher<ContentActionData>();
  const busy = fetcher.state !== "idle";
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const saved = fetcher.state === "idle" && fetcher.data?.ok === true;
  useEffect(() => {
    if (saved) onClose();
  }, [saved, onClose]);
  const form: ContentFormState = failed ? { values: failed.values, fieldErrors: failed.fieldErrors, formError: failed.fieldErrors ? undefined : failed.error } : {};
  return (
    <Dialog open onClose={onClose} title={title}>
      <fetcher.Form method="post" encType="multipart/form-data" className="space-y-4">
        <input type="hidden" name="intent" value="save" />
        {item ? <input type="hidden" name="id" value={item.id} /> : null}
        {fields(item, form)}
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" onClick={onClose} className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50">
            Cancel
          </button>
          <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
            {busy ? "Saving..." : "Save"}
          </button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}

function DeleteDialog<T extends { id: number }>({ item, description, onClose }: { item: T | null; description: (item: T) => ReactNode; onClose: () => void }) {
  const fetcher = useFetcher<ContentActionData>();
  return (
    <ConfirmDialog
      open={!!item}
      onClose={onClose}
      title="Are you sure?"
      description={item ? description(item) : null}
      confirm={
        <fetcher.Form method="post" onSubmit={onClose}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={item?.id ?? ""} />
          <button type="submit" className="w-full rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700">
            Delete
          </button>
        </fetcher.Form>
      }
    />
  );
}

/** The optional image of a content item; an empty input keeps the current one. */
export function ImageField({ id, name, label, error }: { id: string; name: string; label: string; error?: string }) {
  return (
    <Field id={id} label={label} hint="PNG, JPEG, WebP or GIF, up to 2 MB." error={error}>
      <input id={id} name={name} type="file" accept="image/png,image/jpeg,image/webp,image/gif" className="block w-full text-sm" />
    </Field>
  );
}
