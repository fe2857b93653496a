import { data } from "react-router";
import { isAppError } from "~/lib/errors";
import { hasFieldErrors, irregularFieldMessage, readTextFields } from "~/lib/form-fields";
import { account, profile as profileMessages } from "~/lib/messages";
import { roleLabel, type Actor } from "~/lib/permissions";
import { logger } from "~/services/logger.server";
import type { Profile } from "~/db/schema";
import { requireViewer, type Viewer } from "~/services/auth/session.server";
import { cookieHeaders } from "~/services/auth/auth-request.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { changePassword } from "./change-password.server";
import { ChangePasswordSchema, fieldErrors, type ChangePasswordField, type ProfileField } from "./schema";
import { updateOwnProfile } from "./update-own-profile.server";

/** What the profile page shows (spec 2.8, Profile tab): the caller's own profile only. */
export function ownProfileView(viewer: Viewer) {
  const p = viewer.profile;
  return {
    role: viewer.actor.role,
    isAdmin: viewer.actor.isAdmin,
    accountType: viewer.actor.isAdmin ? "Super Admin" : roleLabel(viewer.actor),
    name: p?.name ?? viewer.actor.name,
    email: p?.email ?? viewer.actor.email,
    phone: p?.phone ?? null,
    location: p?.location ?? null,
    specialization: p?.specialization ?? null,
    company: p?.company ?? null,
    avatarUrl: p?.avatarUrl ?? null,
    passwordChangedAt: p?.passwordChangedAt ? p.passwordChangedAt.toISOString() : null,
    hasProfile: !!p,
  };
}

export type OwnProfileView = ReturnType<typeof ownProfileView>;

/** The super admin's page reads "Super Admin", not doctor, even when the profile row says doctor: no listing there. */
function directoryOwner(viewer: Viewer) {
  return viewer.profile?.role === "doctor" && !viewer.actor.isAdmin ? viewer.profile : null;
}

/**
 * Loader for both profile routes (/dashboard/profile and /profile). The directory details section belongs to
 * the directory feature, which accounts may not import, so the route passes in how that section is filled.
 */
export async function loadProfilePage<Directory>(request: Request, directoryDefaults: (doctor: Profile) => Directory) {
  const viewer = await requireViewer(request);
  const doctor = directoryOwner(viewer);
  return { profile: ownProfileView(viewer), directory: doctor ? directoryDefaults(doctor) : null };
}

/** The directory feature's form on the profile page, as the route hands it in. */
export type DirectoryDetailsForm<Result> = {
  intent: string;
  handle: (input: { form: FormData; actor: Actor; back: string }) => Promise<Result>;
};

/** Action for both profile routes; each redirects back to its own path because `back` is the request's path. */
export async function profilePageAction<Result>({
  request,
  clientIp,
  directory,
}: {
  request: Request;
  clientIp?: string | null;
  directory: DirectoryDetailsForm<Result>;
}) {
  const viewer = await requireViewer(request);
  // Cloned because the account handler reads the body again when the directory section is not the sender.
  const form = await request.clone().formData();
  if (form.get("intent") === directory.intent) {
    return directory.handle({ form, actor: viewer.actor, back: new URL(request.url).pathname });
  }
  return handleProfileAction({ request, viewer, clientIp });
}

export type ProfileActionData =
  | { intent: "update-profile"; errors: Partial<Record<ProfileField, string>>; formError?: string; values: Partial<Record<ProfileField, string>> }
  | { intent: "change-password"; errors: Partial<Record<ChangePasswordField, string>>; formError?: string };

const PROFILE_FIELDS: readonly ProfileField[] = ["name", "phone", "location", "specialization", "company"];

/**
 * The profile page's form posts (/dashboard/profile and /profile). `intent` picks Edit Profile or Change
 * Password; both act on the signed-in caller only. Success redirects back (closing the dialog) with a toast.
 */
export async function handleProfileAction({ request, viewer, clientIp }: { request: Request; viewer: Viewer; clientIp?: string | null }) {
  const form = await request.formData();
  const intent = form.get("intent");
  const back = new URL(request.url).pathname;

  if (intent === "update-profile") {
    const { values, errors } = readTextFields(form, PROFILE_FIELDS);
    if (hasFieldErrors(errors)) return data<ProfileActionData>({ intent, errors, values }, { status: 400 });
    const input: Record<string, unknown> = values;
    try {
      await updateOwnProfile({ actor: viewer.actor, input });
      return redirectWithToast(back, profileMessages.updated);
    } catch (error) {
      if (isAppError(error) && error.code === "invalid_input") {
        return data<ProfileActionData>({ intent, errors: error.fieldErrors ?? {}, values }, { status: 400 });
      }
      logger().error({ err: error }, "profile update failed");
      return data<ProfileActionData>(
        { intent, errors: {}, formError: profileMessages.updateFailed.description, values },
        { status: isAppError(error) ? error.status : 500 },
      );
    }
  }

  if (intent === "change-password") {
    const irregular = irregularFieldMessage(form, ["currentPassword", "newPassword", "confirmPassword"]);
    if (irregular) return data<ProfileActionData>({ intent, errors: {}, formError: irregular }, { status: 400 });
    const parsed = ChangePasswordSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      return data<ProfileActionData>({ intent, errors: fieldErrors<ChangePasswordField>(parsed.error) }, { status: 400 });
    }
    const result = await changePassword({
      request,
      clientIp,
      currentPassword: parsed.data.currentPassword,
      newPassword: parsed.data.newPassword,
    });
    if (result.ok) return redirectWithToast(back, account.passwordChanged, { headers: cookieHeaders(result.setCookies) });
    if (result.kind === "invalid_password") {
      return data<ProfileActionData>({ intent, errors: { currentPassword: result.message } }, { status: 400 });
    }
    if (result.kind === "common_password") {
      return data<ProfileActionData>({ intent, errors: { newPassword: result.message } }, { status: 400 });
    }
    return data<ProfileActionData>({ intent, errors: {}, formError: result.message }, { status: result.status });
  }

  throw data("Unknown form action.", { status: 400 });
}
