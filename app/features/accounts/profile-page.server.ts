import { data } from "react-router";
import { formInput, profile as profileMessages } from "~/lib/messages";
import { account } from "~/features/accounts/messages";
import { roleLabel, type Actor } from "~/lib/permissions";
import { actionError, invalidForm, parseForm, refuseFields, refuseForm } from "~/server-lib/route-errors.server";
import type { Profile } from "~/db/schema";
import { requireViewer, type Viewer } from "~/services/auth/session.server";
import { cookieHeaders } from "~/services/auth/auth-request.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { changePassword } from "./change-password.server";
import { ChangePasswordSchema, PROFILE_INTENTS, profileUpdateSchema } from "./schema";
import { updateOwnProfile } from "./update-own-profile.server";
import { pageUrl } from "~/server-lib/page-url.server";

/** What the profile page shows (spec 2.8, Profile tab): the caller's own profile only. */
export function ownProfileView(viewer: Viewer) {
  const p = viewer.profile;
  return {
    role: viewer.actor.role,
    isAdmin: viewer.actor.isAdmin,
    accountType: viewer.actor.isAdmin ? account.superAdminAccountType : roleLabel(viewer.actor),
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
    return directory.handle({ form, actor: viewer.actor, back: pageUrl(request).pathname });
  }
  return handleProfileAction({ request, viewer, clientIp });
}

/**
 * The profile page's own form posts (/dashboard/profile and /profile). `intent` picks Edit Profile or Change
 * Password; both act on the signed-in caller only. Success redirects back (closing the dialog) with a toast; a
 * refusal answers with the form's reply (its `intent` travels in the reply's values, so the page knows which
 * dialog it belongs to).
 */
export async function handleProfileAction({ request, viewer, clientIp }: { request: Request; viewer: Viewer; clientIp?: string | null }) {
  const form = await request.formData();
  const intent = form.get("intent");
  const back = pageUrl(request).pathname;

  if (intent === PROFILE_INTENTS.updateProfile) {
    const submission = parseForm(form, profileUpdateSchema(viewer.actor.role));
    const failed = { ...profileMessages.updateFailed, variant: "destructive" } as const;
    if (submission.status !== "success") return invalidForm(submission, failed);
    try {
      await updateOwnProfile({ actor: viewer.actor, input: submission.value });
      return redirectWithToast(back, profileMessages.updated);
    } catch (error) {
      return actionError(error, { toastTitle: profileMessages.updateFailed.title, submission, context: "profile update failed" });
    }
  }

  if (intent === PROFILE_INTENTS.changePassword) {
    const submission = parseForm(form, ChangePasswordSchema);
    if (submission.status !== "success") return invalidForm(submission);
    try {
      const result = await changePassword({ request, clientIp, currentPassword: submission.value.currentPassword, newPassword: submission.value.newPassword });
      if (result.ok) return redirectWithToast(back, account.passwordChanged, { headers: cookieHeaders(result.setCookies) });
      if (result.kind === "invalid_password") return refuseFields(submission, { currentPassword: result.message });
      if (result.kind === "common_password") return refuseFields(submission, { newPassword: result.message });
      return refuseForm(submission, result.message, result.status);
    } catch (error) {
      return actionError(error, { toastTitle: account.passwordChangeFailed.title, submission, context: "password change failed" });
    }
  }

  throw data(formInput.unknownAction, { status: 400 });
}
