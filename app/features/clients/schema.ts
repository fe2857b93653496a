import { z } from "zod";
import { deleteSchema, imageUpload, saveFields } from "~/components/content-manager/schema";
import { requiredText } from "~/lib/form-schema";
import { clients as msg } from "~/features/clients/messages";

export const CLIENT_NAME_MAX = 120;

/** The client dialog (add or edit): a name and an optional logo. */
export const ClientSchema = z.object({
  ...saveFields,
  name: requiredText({ required: msg.nameRequired, max: CLIENT_NAME_MAX, collapseSpaces: true }),
  logo: imageUpload(),
});

export const DeleteClientSchema = deleteSchema();

export type ClientInput = Pick<z.output<typeof ClientSchema>, "name">;
