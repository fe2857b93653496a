import { getFormProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, Link, useLocation, useNavigate, useNavigation, useSearchParams } from "react-router";
import Lock from "lucide-react/icons/lock";
import Pencil from "lucide-react/icons/pencil";
import ShieldCheck from "lucide-react/icons/shield-check";
import { FormErrors, SelectField, TextField, useAppForm } from "~/components/forms/app-form";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { CITIES } from "~/lib/cities";
import { formatDate } from "~/lib/format";
import type { FormReply } from "~/lib/form-schema";
import { dialogTexts, profile as profileMessages } from "~/lib/messages";
import { account } from "~/features/accounts/messages";
import type { OwnProfileView } from "../profile-page.server";
import { ChangePasswordSchema, PROFILE_INTENTS, profileUpdateSchema } from "../schema";
import { authInputClass, clearRepeatError, submitTellingRefusal } from "./auth-ui";
import { SpecializationOptions } from "~/components/ui/specialization-options";

const buttonBase = "inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold shadow-sm transition disabled:cursor-wait disabled:opacity-80";
const primary = `${buttonBase} bg-brand-600 text-white hover:bg-brand-700`;
const secondary = `${buttonBase} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`;

/** Spec 2.8 Profile tab: the read-only list, Edit Profile and Change Password dialogs, security and notices. */
export function ProfileView({ profile, reply, notifications }: { profile: OwnProfileView; reply: FormReply | undefined; notifications: ReactNode }) {
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
            {profile.passwordChangedAt ? formatDate(profile.passwordChangedAt) : account.passwordNeverChanged}
          </p>
          <p className="mt-1 text-sm text-slate-500">{account.passwordChangeSignsOut}</p>
          <Link to="?edit=password" preventScrollReset replace className={`${secondary} mt-4`}>
            <Lock aria-hidden="true" className="h-4 w-4" /> Change Password
          </Link>
        </Panel>
        {notifications}
      </div>

      <Dialog open={editing === "profile"} onClose={close} title="Edit Profile" description="Update your personal information.">
        <EditProfileForm profile={profile} reply={replyFor(reply, PROFILE_INTENTS.updateProfile)} onCancel={close} />
      </Dialog>
      <Dialog open={editing === "password"} onClose={close} title="Change Password" description="Enter your current password and choose a new one." size="sm">
        <ChangePasswordForm reply={replyFor(reply, PROFILE_INTENTS.changePassword)} onCancel={close} />
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

/** The page's last reply when it answers the form with this `intent` (each form posts its intent as a field). */
function replyFor(reply: FormReply | undefined, intent: string): FormReply | undefined {
  return reply?.result?.initialValue?.intent === intent ? reply : undefined;
}

function EditProfileForm({ profile, reply, onCancel }: { profile: OwnProfileView; reply: FormReply | undefined; onCancel: () => void }) {
  const intent = PROFILE_INTENTS.updateProfile;
  const busy = useBusy(intent);
  const { toast } = useToast();
  const [form, fields] = useAppForm(profileUpdateSchema(profile.role), {
    id: "edit-profile",
    reply,
    defaultValue: {
      name: profile.name,
      phone: profile.phone ?? "",
      location: profile.location ?? "",
      ...(profile.role === "doctor" ? { specialization: profile.specialization ?? "" } : { company: profile.company ?? "" }),
    },
  });
  // A save the browser-side check stops gets the same "Update Failed" toast as one the server refuses.
  const onSubmit = submitTellingRefusal(form, () => toast({ ...profileMessages.updateFailed, variant: "destructive" }));

  return (
    <Form method="post" {...getFormProps(form)} onSubmit={onSubmit} noValidate className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <FormErrors form={form} />
      <TextField field={fields.name} label="Full Name" autoComplete="name" className={authInputClass} />
      <TextField field={fields.phone} label="Phone Number" type="tel" autoComplete="tel" inputMode="tel" placeholder="+91 98765 43210" className={authInputClass} />
      <TextField
        field={fields.location}
        label="Location"
        hint="Pick a city from the list or type your own."
        list="profile-cities"
        autoComplete="address-level2"
        placeholder="e.g. Hyderabad"
        className={authInputClass}
      />
      <datalist id="profile-cities">
        {CITIES.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      {profile.role === "doctor" ? (
        <SelectField field={fields.specialization} label="Medical Specialization" className={authInputClass}>
          <SpecializationOptions placeholder="Select your specialization" />
        </SelectField>
      ) : (
        <TextField field={fields.company} label="Company/Hospital Name" autoComplete="organization" className={authInputClass} />
      )}
      <DialogButtons busy={busy} busyLabel={profileMessages.saving} label="Save Changes" onCancel={onCancel} />
    </Form>
  );
}

function ChangePasswordForm({ reply, onCancel }: { reply: FormReply | undefined; onCancel: () => void }) {
  const intent = PROFILE_INTENTS.changePassword;
  const busy = useBusy(intent);
  const [form, fields] = useAppForm(ChangePasswordSchema, { id: "change-password", reply });

  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <FormErrors form={form} />
      <TextField field={fields.currentPassword} label="Current Password" type="password" autoComplete="current-password" className={authInputClass} />
      <TextField
        field={fields.newPassword}
        label="New Password"
        type="password"
        autoComplete="new-password"
        className={authInputClass}
        onChange={clearRepeatError(form, fields.confirmPassword)}
      />
      <TextField field={fields.confirmPassword} label="Confirm New Password" type="password" autoComplete="new-password" className={authInputClass} />
      <DialogButtons busy={busy} busyLabel={profileMessages.saving} label="Change Password" onCancel={onCancel} />
    </Form>
  );
}

function DialogButtons({ busy, busyLabel, label, onCancel }: { busy: boolean; busyLabel: string; label: string; onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <button type="button" onClick={onCancel} className={secondary}>
        {dialogTexts.cancel}
      </button>
      <button type="submit" disabled={busy} className={primary}>
        {busy ? <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" /> : null}
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
