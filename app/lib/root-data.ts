// What the root route hands every page (the site's public facts, the signed-in user, the toast to show once) and
// the hook components read it with, so no component reaches up into the root route module.
import { useRouteLoaderData } from "react-router";
import type { PublicSite } from "~/env.server";
import type { Role } from "./constants";
import type { ToastMessage } from "./messages";

/** The signed-in user as the header and menus show them. */
export type RootUser = { name: string; role: Role; isAdmin: boolean; avatarUrl: string | null; unread: number };

export type RootData = { site: PublicSite; user: RootUser | null; toast: ToastMessage | null };

/** Site facts and the signed-in user, for any component under the root. */
export function useRootData(): RootData {
  return useRouteLoaderData("root") as RootData;
}
