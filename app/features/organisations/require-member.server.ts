import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import { can, type Actor, type MaybeActor } from "~/lib/permissions";
import type { Membership } from "~/lib/team-permissions";
import { team } from "./messages";

export type Member = Actor & { membership: Membership };

/** The signed-in employer with its membership (read with this request's session), or a refusal. */
export function requireMember(actor: MaybeActor): Member {
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  if (actor.isAdmin || actor.role !== "employer") throw new AppError("forbidden", validation.permissionDenied);
  if (!actor.membership) throw new AppError("forbidden", team.notMember);
  return actor as Member;
}

/** An owner or admin of its organisation: the only members who change its team. */
export function requireTeamManager(actor: MaybeActor): Member {
  const member = requireMember(actor);
  if (!can.manageTeam(member)) throw new AppError("forbidden", team.cannotManage);
  return member;
}
