import { ContentManager, ImageField, type ContentList, type ContentSpec } from "~/components/content-manager/content-manager";
import { TextField } from "~/components/forms/app-form";
import type { TrustedClient } from "~/db/schema";
import { contentPages as ui } from "~/lib/messages";
import { ClientSchema, DeleteClientSchema } from "../schema";

const spec: ContentSpec<TrustedClient> = {
  texts: { heading: ui.clientsHeading, add: ui.addClient, edit: ui.editClient, empty: ui.noClients },
  layout: { headingId: "clients-title", listClassName: "mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3", rowClassName: "flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm", rowTestId: "client-row" },
  row: (client, actions) => (
    <>
      <div className="flex h-20 items-center justify-center rounded-md bg-slate-50">
        {client.logoUrl ? (
          <img src={client.logoUrl} alt={ui.logoAlt(client.name)} className="max-h-16 max-w-full object-contain" />
        ) : (
          <span className="text-sm text-slate-500">{ui.noLogo}</span>
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
      <TextField field={fields.name!} label={ui.name} />
      <ImageField field={fields.logo!} label={ui.logo} />
    </>
  ),
  deleteDescription: (client) => ui.clientDeleteText(client.name),
};

export function ClientsManager(list: ContentList<TrustedClient>) {
  return <ContentManager {...list} spec={spec} />;
}
