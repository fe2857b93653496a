import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog, Dialog } from "~/components/ui/dialog";
import { Field, inputClass } from "~/components/ui/field";
import type { TrustedClient } from "~/db/schema";
import type { handleClientsAction } from "../clients-action.server";

type ClientActionData = Awaited<ReturnType<typeof handleClientsAction>>["data"];
type Editing = { mode: "add" } | { mode: "edit"; client: TrustedClient } | null;

export function ClientsManager({ clients }: { clients: TrustedClient[] }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TrustedClient | null>(null);
  return (
    <section aria-labelledby="clients-title">
      <div className="flex items-center justify-between gap-4">
        <h2 id="clients-title" className="text-xl font-semibold text-slate-900">Trusted Clients</h2>
        <button type="button" onClick={() => setEditing({ mode: "add" })} className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          Add Client
        </button>
      </div>
      {clients.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">No clients yet. Add the first logo.</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {clients.map((client) => (
            <li key={client.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="client-row">
              <div className="flex h-20 items-center justify-center rounded-md bg-slate-50">
                {client.logoUrl ? (
                  <img src={client.logoUrl} alt={`${client.name} logo`} className="max-h-16 max-w-full object-contain" />
                ) : (
                  <span className="text-sm text-slate-500">No logo</span>
                )}
              </div>
              <p className="mt-3 font-semibold text-slate-900">{client.name}</p>
              <div className="mt-3 flex gap-2">
                <button type="button" onClick={() => setEditing({ mode: "edit", client })} className="rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50">
                  Edit
                </button>
                <button type="button" onClick={() => setDeleting(client)} className="rounded-md border border-red-200 px-3 py-1 text-sm text-red-700 hover:bg-red-50">
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? <ClientDialog key={editing.mode === "edit" ? editing.client.id : "add"} editing={editing} onClose={() => setEditing(null)} /> : null}
      <DeleteClient client={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

function ClientDialog({ editing, onClose }: { editing: NonNullable<Editing>; onClose: () => void }) {
  const fetcher = useFetcher<ClientActionData>();
  const client = editing.mode === "edit" ? editing.client : null;
  const busy = fetcher.state !== "idle";
  const result = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const saved = fetcher.state === "idle" && fetcher.data?.ok === true;
  useEffect(() => {
    if (saved) onClose();
  }, [saved, onClose]);
  return (
    <Dialog open onClose={onClose} title={client ? "Edit Client" : "Add Client"}>
      <fetcher.Form method="post" encType="multipart/form-data" className="space-y-4">
        <input type="hidden" name="intent" value="save" />
        {client ? <input type="hidden" name="id" value={client.id} /> : null}
        <Field id="client-name" label="Name" error={result?.fieldErrors?.name}>
          <input id="client-name" name="name" required maxLength={120} defaultValue={result?.values?.name ?? client?.name ?? ""} aria-invalid={!!result?.fieldErrors?.name} className={inputClass} />
        </Field>
        <Field id="client-logo" label="Logo" hint="PNG, JPEG, WebP or GIF, up to 2 MB." error={result && !result.fieldErrors ? result.error : undefined}>
          <input id="client-logo" name="logo" type="file" accept="image/png,image/jpeg,image/webp,image/gif" className="block w-full text-sm" />
        </Field>
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

function DeleteClient({ client, onClose }: { client: TrustedClient | null; onClose: () => void }) {
  const fetcher = useFetcher<ClientActionData>();
  return (
    <ConfirmDialog
      open={!!client}
      onClose={onClose}
      title="Are you sure?"
      description={client ? `${client.name} and its logo will be removed from the home page.` : null}
      confirm={
        <fetcher.Form method="post" onSubmit={onClose}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={client?.id ?? ""} />
          <button type="submit" className="w-full rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700">
            Delete
          </button>
        </fetcher.Form>
      }
    />
  );
}
