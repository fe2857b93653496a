import { Form, Link, useNavigation } from "react-router";
import { Field, inputClass } from "~/components/ui/field";
import { CITIES } from "~/lib/cities";
import { QUALIFICATIONS } from "~/lib/constants";
import { SpecializationOptions } from "~/components/ui/specialization-options";

export type DoctorFormDefaults = {
  name?: string;
  specialization?: string | null;
  location?: string | null;
  email?: string | null;
  phone?: string | null;
  bio?: string | null;
  skills?: string[] | string;
  experienceYears?: number | string | null;
  availability?: string | null;
  qualifications?: string[];
  registrationNumber?: string | null;
  listed?: boolean;
  verified?: boolean;
  avatarUrl?: string | null;
  hasResume?: boolean;
  hasAccount?: boolean;
};

/**
 * The directory profile form. "admin": every field plus photo and resume (create and edit).
 * "own": the directory details a doctor edits on their own profile.
 */
export function DoctorForm({
  variant,
  defaults,
  errors,
  formError,
  submitLabel,
  cancelHref,
  intent,
}: {
  variant: "admin" | "own";
  defaults: DoctorFormDefaults;
  errors?: Record<string, string>;
  formError?: string | null;
  submitLabel: string;
  cancelHref?: string;
  intent?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const skills = Array.isArray(defaults.skills) ? defaults.skills.join(", ") : (defaults.skills ?? "");
  const err = (k: string) => errors?.[k];
  return (
    <Form method="post" encType={variant === "admin" ? "multipart/form-data" : undefined} className="space-y-5" noValidate>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {formError ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {formError}
        </p>
      ) : null}
      {variant === "admin" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="doc-name" label="Full name" error={err("name")}>
            <input id="doc-name" name="name" defaultValue={defaults.name ?? ""} required maxLength={120} aria-invalid={!!err("name")} className={inputClass} />
          </Field>
          <Field id="doc-spec" label="Specialization" error={err("specialization")}>
            <select id="doc-spec" name="specialization" defaultValue={defaults.specialization ?? ""} aria-invalid={!!err("specialization")} className={inputClass}>
              <SpecializationOptions placeholder="Select a specialization" />
            </select>
          </Field>
          <Field id="doc-location" label="Location" error={err("location")}>
            <input id="doc-location" name="location" list="doc-cities" defaultValue={defaults.location ?? ""} maxLength={100} className={inputClass} />
            <datalist id="doc-cities">
              {CITIES.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </Field>
          {defaults.hasAccount ? null : (
            <Field id="doc-email" label="Email (optional)" error={err("email")}>
              <input id="doc-email" name="email" type="email" defaultValue={defaults.email ?? ""} maxLength={200} aria-invalid={!!err("email")} className={inputClass} />
            </Field>
          )}
          <Field id="doc-phone" label="Phone (optional)" error={err("phone")}>
            <input id="doc-phone" name="phone" type="tel" defaultValue={defaults.phone ?? ""} maxLength={30} className={inputClass} />
          </Field>
        </div>
      ) : null}

      <Field id="doc-bio" label="Bio" error={err("bio")} hint="A short introduction employers see on your directory card.">
        <textarea id="doc-bio" name="bio" rows={4} maxLength={1500} defaultValue={defaults.bio ?? ""} className={inputClass} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="doc-skills" label="Skills" error={err("skills")} hint="Separate skills with commas.">
          <input id="doc-skills" name="skills" defaultValue={skills} className={inputClass} />
        </Field>
        <Field id="doc-exp" label="Years of experience" error={err("experienceYears")}>
          <input id="doc-exp" name="experienceYears" inputMode="numeric" defaultValue={defaults.experienceYears ?? ""} aria-invalid={!!err("experienceYears")} className={inputClass} />
        </Field>
        <Field id="doc-avail" label="Availability" error={err("availability")} hint="For example: Immediately, In 30 days, Open to locum.">
          <input id="doc-avail" name="availability" maxLength={80} defaultValue={defaults.availability ?? ""} className={inputClass} />
        </Field>
        <Field id="doc-reg" label="Medical council registration number" error={err("registrationNumber")} hint="NMC or state medical council. Changing it removes the Verified badge until it is checked again.">
          <input id="doc-reg" name="registrationNumber" maxLength={40} defaultValue={defaults.registrationNumber ?? ""} aria-invalid={!!err("registrationNumber")} className={inputClass} />
        </Field>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Qualifications</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {QUALIFICATIONS.map((q) => (
            <label key={q} className="inline-flex items-center gap-2 text-sm">
              <input type="checkbox" name="qualifications" value={q} defaultChecked={defaults.qualifications?.includes(q)} className="h-4 w-4 rounded border-slate-300" />
              {q}
            </label>
          ))}
        </div>
        {err("qualifications") ? <p className="mt-1 text-sm text-red-600">{err("qualifications")}</p> : null}
      </fieldset>
      {variant === "own" || defaults.hasAccount ? (
        <label className="flex items-start gap-3 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
          <input type="checkbox" name="listed" defaultChecked={defaults.listed} className="mt-0.5 h-4 w-4 rounded border-slate-300" />
          <span>
            <span className="font-medium text-slate-900">List me in the doctor directory</span>
            <span className="block text-slate-600">Hospitals browsing the directory can see your card and, once signed in, your resume.</span>
          </span>
        </label>
      ) : (
        <input type="hidden" name="listed" value="true" />
      )}
      {variant === "admin" && defaults.verified !== undefined ? (
        <label className="flex items-start gap-3 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm">
          <input type="hidden" name="verified" value="off" />
          <input type="checkbox" name="verified" defaultChecked={defaults.verified} className="mt-0.5 h-4 w-4 rounded border-slate-300" />
          <span>
            <span className="font-medium text-slate-900">Registration verified</span>
            <span className="block text-slate-600">Tick once the registration number has been checked with the NMC or state medical council.</span>
          </span>
        </label>
      ) : null}
      {variant === "admin" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="doc-photo" label="Photo" hint="PNG, JPEG, WebP or GIF, up to 2 MB." error={err("photo")}>
            {defaults.avatarUrl ? <img src={defaults.avatarUrl} alt="Current photo" width={64} height={64} className="mb-2 h-16 w-16 rounded-full object-cover" /> : null}
            <input id="doc-photo" name="photo" type="file" accept="image/png,image/jpeg,image/webp,image/gif" className="block w-full text-sm" />
          </Field>
          <Field id="doc-resume" label="Resume" hint={defaults.hasResume ? "A resume is on file; choose a PDF to replace it." : "PDF, up to 5 MB."} error={err("resume")}>
            <input id="doc-resume" name="resume" type="file" accept="application/pdf,.pdf" className="block w-full text-sm" />
          </Field>
        </div>
      ) : null}
      <div className="flex justify-end gap-2">
        {cancelHref ? (
          <Link to={cancelHref} className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50">
            Cancel
          </Link>
        ) : null}
        <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
          {busy ? "Saving..." : submitLabel}
        </button>
      </div>
    </Form>
  );
}
