import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { trustedClients, type TrustedClient } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { storableFileName } from "~/lib/file-name";
import { validation } from "~/lib/messages";
import { clients as msg } from "~/features/clients/messages";
import { can, type MaybeActor } from "~/lib/permissions";
import { storeFormImage } from "~/services/storage/form-image.server";
import { removeFileByUrl } from "~/services/storage/storage.server";
import type { ClientInput } from "./schema";

export async function listClients(): Promise<TrustedClient[]> {
  return db().select().from(trustedClients).orderBy(desc(trustedClients.createdAt), desc(trustedClients.id));
}

/** Adds a client (id null) or updates one; a replaced logo's old object is removed once the row points away. */
export async function saveClient({
  actor,
  id,
  input,
  logo,
}: {
  actor: MaybeActor;
  id: number | null;
  /** Parsed by the client form's schema (ClientSchema). */
  input: ClientInput;
  logo: { bytes: Uint8Array; name: string } | null;
}): Promise<TrustedClient> {
  if (!can.manageClients(actor)) throw new AppError("forbidden", validation.permissionDenied);
  const existing = id == null ? null : (await db().select().from(trustedClients).where(eq(trustedClients.id, id)).limit(1))[0];
  if (id != null && !existing) throw new AppError("not_found", msg.gone);

  const stored = logo ? await storeFormImage({ bucket: "client-logos", bytes: logo.bytes, ownerId: actor!.userId, originalName: storableFileName(logo.name) }, "logo") : null;
  try {
    const values = { name: input.name, ...(stored ? { logoUrl: stored.url } : {}) };
    const [row] = existing
      ? await db().update(trustedClients).set(values).where(eq(trustedClients.id, existing.id)).returning()
      : await db().insert(trustedClients).values(values).returning();
    if (stored && existing?.logoUrl) await removeFileByUrl(existing.logoUrl);
    return row!;
  } catch (error) {
    if (stored) await removeFileByUrl(stored.url);
    throw error;
  }
}

export async function deleteClient({ actor, id }: { actor: MaybeActor; id: number }): Promise<void> {
  if (!can.manageClients(actor)) throw new AppError("forbidden", validation.permissionDenied);
  const [row] = await db().delete(trustedClients).where(eq(trustedClients.id, id)).returning();
  if (!row) throw new AppError("not_found", msg.gone);
  await removeFileByUrl(row.logoUrl);
}
