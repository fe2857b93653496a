import { ContentManager, ImageField, type ContentList, type ContentSpec } from "~/components/content-manager/content-manager";
import { TextField } from "~/components/forms/app-form";
import type { TrustedClient } from "~/db/schema";
import { ClientSchema, DeleteClientSchema } from "../schema";

const spec: ContentSpec<TrustedClient> = {
  texts: { heading: "Trusted Clients", add: "Add Client", edit: "Edit Client", empty: "No clients yet. Add the first logo." },
  layout: { headingId: "clients-title", listClassName: "mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3", rowClassName: "flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm", rowTestId: "client-row" },
  row: (client, actions) => (
    <>
      <div className="flex h-20 items-center justify-center rounded-md bg-slate-50">
        {client.logoUrl ? (
          <img src={client.logoUrl} alt={`${client.name} logo`} className="max-h-16 max-w-full object-contain" />
        ) : (
          <span className="text-sm text-slate-500">No logo</span>
        )}
      </div>
      <p className="mt-3 font-semibold text-slate-900">{client.name}</p>
      {actions}
    </>
  ),
  schemas: { save: ClientSchema, delete: DeleteClientSchema },
  defaults: (client) => ({ name: client?.name }),
  fields: (fields) => (
    <>
      <TextField field={fields.name!} label="Name" />
      <ImageField field={fields.logo!} label="Logo" />
    </>
  ),
  deleteDescription: (client) => `${client.name} and its logo will be removed from the home page.`,
};

export function ClientsManager(list: ContentList<TrustedClient>) {
  return <ContentManager {...list} spec={spec} />;
}
