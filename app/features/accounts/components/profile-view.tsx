import { useEffect, useState, type ReactNode } from "react";
import { Form, Link, useLocation, useNavigate, useNavigation, useSearchParams } from "react-router";
import Bell from "lucide-react/icons/bell";
import Lock from "lucide-react/icons/lock";
import Pencil from "lucide-react/icons/pencil";
import ShieldCheck from "lucide-react/icons/shield-check";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { CITIES } from "~/lib/cities";
import { formatLongDate } from "~/lib/format";
import { account, profile as profileMessages } from "~/lib/messages";
import type { OwnProfileView, ProfileActionData } from "../profile-page.server";
import type { ChangePasswordField, FieldErrors, ProfileField } from "../schema";
import { Alert, authInputClass, errorProps } from "./auth-ui";
import { SpecializationOptions } from "~/components/ui/specialization-options";

const buttonBase = "inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold shadow-sm transition disabled:cursor-wait disabled:opacity-80";
const primary = `${buttonBase} bg-brand-600 text-white hover:bg-brand-700`;
const secondary = `${buttonBase} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`;

/** Spec 2.8 Profile tab: the read-only list, Edit Profile and Change Password dialogs, security and notices. */
export function ProfileView({ profile, actionData }: { profile: OwnProfileView; actionData: ProfileActionData | undefined }) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const editing = searchParams.get("edit");
  const close = () => navigate(location.pathname, { replace: true, preventScrollReset: true });

  const rows: { label: string; value: string | null }[] = [
    { label: "Full Name", value: profile.name },
    { label: "Email", value: profile.email },
    { label: "Phone", value: profile.phone },
    { label: "Location", value: profile.location },
    profile.role === "doctor" ? { label: "Specialization", value: profile.specialization } : { label: "Company/Hospital", value: profile.company },
    { label: "Account Type", value: profile.accountType },
  ];

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">My Profile</h1>
          <p className="mt-1 text-slate-600">Your details as employers and our team see them.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="?edit=profile" preventScrollReset replace className={primary}>
            <Pencil aria-hidden="true" className="h-4 w-4" /> Edit Profile
          </Link>
          <Link to="?edit=password" preventScrollReset replace className={secondary}>
            <Lock aria-hidden="true" className="h-4 w-4" /> Change Password
          </Link>
        </div>
      </div>

      <section aria-labelledby="personal-info" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <h2 id="personal-info" className="border-b border-slate-100 px-5 py-4 text-base font-semibold text-slate-900">Personal Information</h2>
        <dl className="divide-y divide-slate-100" data-testid="profile-details">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-1 px-5 py-3.5 sm:grid-cols-[12rem_1fr] sm:gap-4">
              <dt className="text-sm font-medium text-slate-500">{row.label}</dt>
              <dd className={`text-sm ${row.value ? "text-slate-900" : "italic text-slate-500"}`}>{row.value || profileMessages.notProvided}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <Panel icon={<ShieldCheck aria-hidden="true" className="h-5 w-5" />} title="Security">
          <p className="text-sm text-slate-700" data-testid="password-changed">
            {profileMessages.lastPasswordChangePrefix}
            {profile.passwordChangedAt ? formatLongDate(profile.passwordChangedAt) : account.passwordNeverChanged}
          </p>
          <p className="mt-1 text-sm text-slate-500">Changing your password signs out every other device.</p>
          <Link to="?edit=password" preventScrollReset replace className={`${secondary} mt-4`}>
            <Lock aria-hidden="true" className="h-4 w-4" /> Change Password
          </Link>
        </Panel>
        <Panel icon={<Bell aria-hidden="true" className="h-5 w-5" />} title="Notification Preferences">
          <p className="text-sm text-slate-700">{account.notificationsComingSoon}</p>
          <span className="mt-3 inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">Coming soon</span>
        </Panel>
      </div>

      <Dialog open={editing === "profile"} onClose={close} title="Edit Profile" description="Update your personal information.">
        <EditProfileForm profile={profile} actionData={actionData?.intent === "update-profile" ? actionData : undefined} onCancel={close} />
      </Dialog>
      <Dialog open={editing === "password"} onClose={close} title="Change Password" description="Enter your current password and choose a new one." size="sm">
        <ChangePasswordForm actionData={actionData?.intent === "change-password" ? actionData : undefined} onCancel={close} />
      </Dialog>
    </div>
  );
}

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <span className="text-brand-600">{icon}</span>
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formData?.get("intent") === intent;
}

/** Messages that clear as the user edits the field they belong to. */
function useFieldErrors<K extends string>(fromServer: FieldErrors<K> | undefined) {
  const [errors, setErrors] = useState<FieldErrors<K>>(fromServer ?? {});
  useEffect(() => setErrors(fromServer ?? {}), [fromServer]);
  const clear = (...fields: K[]) =>
    setErrors((e) => {
      const next = { ...e };
      for (const f of fields) delete next[f];
      return next;
    });
  return [errors, clear] as const;
}

function EditProfileForm({
  profile,
  actionData,
  onCancel,
}: {
  profile: OwnProfileView;
  actionData: Extract<ProfileActionData, { intent: "update-profile" }> | undefined;
  onCancel: () => void;
}) {
  const busy = useBusy("update-profile");
  const { toast } = useToast();
  const [errors, clear] = useFieldErrors<ProfileField>(actionData?.errors);
  const values = actionData?.values;
  const initial = (field: ProfileField, current: string | null) => values?.[field] ?? current ?? "";

  useEffect(() => {
    if (actionData) toast({ ...profileMessages.updateFailed, variant: "destructive" });
  }, [actionData, toast]);

  return (
    <Form method="post" noValidate className="space-y-4">
      <input type="hidden" name="intent" value="update-profile" />
      {actionData?.formError ? <Alert tone="error">{actionData.formError}</Alert> : null}
      <Field id="profile-name" label="Full Name" error={errors.name}>
        <input id="profile-name" name="name" autoComplete="name" defaultValue={initial("name", profile.name)} onChange={() => clear("name")} className={authInputClass} {...errorProps("profile-name", errors.name)} />
      </Field>
      <Field id="profile-phone" label="Phone Number" error={errors.phone}>
        <input id="profile-phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" placeholder="+91 98765 43210" defaultValue={initial("phone", profile.phone)} onChange={() => clear("phone")} className={authInputClass} {...errorProps("profile-phone", errors.phone)} />
      </Field>
      <Field id="profile-location" label="Location" error={errors.location} hint="Pick a city from the list or type your own.">
        <input id="profile-location" name="location" list="profile-cities" autoComplete="address-level2" placeholder="e.g. Hyderabad" defaultValue={initial("location", profile.location)} onChange={() => clear("location")} className={authInputClass} {...errorProps("profile-location", errors.location)} />
        <datalist id="profile-cities">
          {CITIES.map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
      </Field>
      {profile.role === "doctor" ? (
        <Field id="profile-specialization" label="Medical Specialization" error={errors.specialization}>
          <select id="profile-specialization" name="specialization" defaultValue={initial("specialization", profile.specialization)} onChange={() => clear("specialization")} className={authInputClass} {...errorProps("profile-specialization", errors.specialization)}>
            <SpecializationOptions placeholder="Select your specialization" />
          </select>
        </Field>
      ) : (
        <Field id="profile-company" label="Company/Hospital Name" error={errors.company}>
          <input id="profile-company" name="company" autoComplete="organization" defaultValue={initial("company", profile.company)} onChange={() => clear("company")} className={authInputClass} {...errorProps("profile-company", errors.company)} />
        </Field>
      )}
      <DialogButtons busy={busy} busyLabel={profileMessages.saving} label="Save Changes" onCancel={onCancel} />
    </Form>
  );
}

function ChangePasswordForm({
  actionData,
  onCancel,
}: {
  actionData: Extract<ProfileActionData, { intent: "change-password" }> | undefined;
  onCancel: () => void;
}) {
  const busy = useBusy("change-password");
  const { toast } = useToast();
  const [errors, clear] = useFieldErrors<ChangePasswordField>(actionData?.errors);

  useEffect(() => {
    if (actionData) toast({ ...account.passwordChangeFailed, description: actionData.formError ?? Object.values(actionData.errors)[0] });
  }, [actionData, toast]);

  const input = (field: ChangePasswordField, label: string, autoComplete: string) => (
    <Field id={`pw-${field}`} label={label} error={errors[field]}>
      <input
        id={`pw-${field}`}
        name={field}
        type="password"
        autoComplete={autoComplete}
        onChange={() => (field === "newPassword" ? clear("newPassword", "confirmPassword") : clear(field))}
        className={authInputClass}
        {...errorProps(`pw-${field}`, errors[field])}
      />
    </Field>
  );

  return (
    <Form method="post" noValidate className="space-y-4">
      <input type="hidden" name="intent" value="change-password" />
      {actionData?.formError ? <Alert tone="error">{actionData.formError}</Alert> : null}
      {input("currentPassword", "Current Password", "current-password")}
      {input("newPassword", "New Password", "new-password")}
      {input("confirmPassword", "Confirm New Password", "new-password")}
      <DialogButtons busy={busy} busyLabel={profileMessages.saving} label="Change Password" onCancel={onCancel} />
    </Form>
  );
}

function DialogButtons({ busy, busyLabel, label, onCancel }: { busy: boolean; busyLabel: string; label: string; onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <button type="button" onClick={onCancel} className={secondary}>
        Cancel
      </button>
      <button type="submit" disabled={busy} className={primary}>
        {busy ? <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" /> : null}
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
