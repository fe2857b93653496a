import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import { can, type Actor, type MaybeActor } from "~/lib/permissions";

/** The account tools are the admin's (who has passed two-factor sign-in: session.server.ts); others are refused. */
export function requireAccountManager(actor: MaybeActor): Actor {
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  if (!can.manageAccounts(actor)) throw new AppError("forbidden", validation.permissionDenied);
  return actor;
}
