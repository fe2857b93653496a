import { getFormProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { FormErrors, useAppForm, inputProps } from "~/components/forms/app-form";
import { ConfirmDialog, Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import type { FormReply } from "~/lib/form-schema";
import { contentManager, contentPages as ui } from "~/lib/messages";
import { BUTTON_LOOKS } from "~/components/ui/link-button";

// One add/edit/delete flow for the admin's lists of home-page content, so the lists cannot drift apart in
// behaviour: each feature supplies only its texts, row markup, its forms' schemas and fields (a ContentSpec). The
// posts go to handleContentAction (services/content-manager), which parses them with the same schemas and answers
// with a FormReply (errors beside the fields, what was typed, and a toast).

/** A field of a content form, whatever its schema. */
export type ContentField = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/** A manager's list as its loader gives it (see loadContentList). */
export type ContentList<T> = { items: T[]; loadError: string | null };

type ObjectSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/** What a feature tells the manager: its texts, its list's look, a row's content and the dialog's form. */
export type ContentSpec<T> = {
  texts: { heading: string; add: string; edit: string; empty: string };
  layout: { headingId: string; listClassName: string; rowClassName: string; rowTestId: string };
  /** A row's content; `actions` (its Edit and Delete buttons) goes wherever the row wants it. */
  row: (item: T, actions: ReactNode) => ReactNode;
  /** The dialog's schema (the same one the action parses with) and the delete confirmation's. */
  schemas: { save: ObjectSchema; delete: ObjectSchema };
  /** The dialog's starting values for a new item (null) or an existing one. */
  defaults: (item: T | null) => Record<string, string | undefined>;
  /** The dialog's fields. */
  fields: (fields: Record<string, ContentField>) => ReactNode;
  deleteDescription: (item: T) => ReactNode;
};

type Editing<T> = { mode: "add" } | { mode: "edit"; item: T } | null;

/** The list with Add, Edit and Delete; a failed read of the list shows `loadError` above it. */
export function ContentManager<T extends { id: number }>({ items, loadError, spec }: ContentList<T> & { spec: ContentSpec<T> }) {
  const { texts, layout, row, deleteDescription } = spec;
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
          <button type="button" onClick={() => setEditing({ mode: "add" })} className={BUTTON_LOOKS.primary}>
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
                      {ui.edit}
                    </button>
                    <button type="button" onClick={() => setDeleting(item)} className="rounded-md border border-red-200 px-3 py-1 text-sm text-red-700 hover:bg-red-50">
                      {ui.delete}
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
            spec={spec}
            onClose={() => setEditing(null)}
          />
        ) : null}
        <DeleteDialog item={deleting} spec={spec} description={deleteDescription} onClose={() => setDeleting(null)} />
      </section>
    </div>
  );
}

/** An answer that refused nothing: the save or delete went through. */
const succeeded = (reply: FormReply | undefined) => !!reply && !reply.result?.error && !reply.toast?.variant;

function EditDialog<T extends { id: number }>({ item, title, spec, onClose }: { item: T | null; title: string; spec: ContentSpec<T>; onClose: () => void }) {
  const fetcher = useFetcher<FormReply>();
  const [form, fields] = useAppForm(spec.schemas.save, { id: `${spec.layout.headingId}-edit`, reply: fetcher.data, defaultValue: spec.defaults(item) });
  const all = fields as unknown as Record<string, ContentField>;
  const busy = fetcher.state !== "idle";
  const saved = fetcher.state === "idle" && succeeded(fetcher.data);
  useEffect(() => {
    if (saved) onClose();
  }, [saved, onClose]);
  // A message already shown beside its field (a refused image) is not repeated above the form.
  const beside = new Set(Object.entries(form.allErrors).flatMap(([name, errors]) => (name ? errors : [])));
  return (
    <Dialog open onClose={onClose} title={title}>
      <fetcher.Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="save" />
        {item ? <input type="hidden" name="id" value={item.id} /> : null}
        <FormErrors form={{ errors: form.errors?.filter((e) => !beside.has(e)), errorId: form.errorId }} />
        {spec.fields(all)}
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" onClick={onClose} className={BUTTON_LOOKS.secondary}>
            {ui.cancel}
          </button>
          <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
            {busy ? ui.saving : ui.save}
          </button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}

function DeleteDialog<T extends { id: number }>({
  item,
  spec,
  description,
  onClose,
}: {
  item: T | null;
  spec: ContentSpec<T>;
  description: (item: T) => ReactNode;
  onClose: () => void;
}) {
  const fetcher = useFetcher<FormReply>();
  const [form] = useAppForm(spec.schemas.delete, { id: `${spec.layout.headingId}-delete`, reply: fetcher.data });
  const formProps = getFormProps(form);
  return (
    <ConfirmDialog
      open={!!item}
      onClose={onClose}
      title={ui.confirmDelete}
      description={item ? description(item) : null}
      confirm={
        <fetcher.Form
          method="post"
          {...formProps}
          onSubmit={(event) => {
            formProps.onSubmit(event);
            onClose();
          }}
        >
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={item?.id ?? ""} />
          <button type="submit" className="w-full rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700">
            {ui.delete}
          </button>
        </fetcher.Form>
      }
    />
  );
}

/** The optional image of a content item; an empty input keeps the current one. */
export function ImageField({ field, label }: { field: ContentField; label: string }) {
  const { key, ...props } = inputProps(field, { type: "file", ariaAttributes: true });
  return (
    <Field id={field.id} label={label} hint={contentManager.imageHint} error={field.errors?.[0]}>
      <input key={key} {...props} accept="image/png,image/jpeg,image/webp,image/gif" className="block w-full text-sm" />
    </Field>
  );
}
