import { getFormProps, type FieldMetadata } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { FormErrors, SelectField, TextareaField, TextField, useAppForm, inputProps } from "~/components/forms/app-form";
import { Field } from "~/components/ui/field";
import { SpecializationOptions } from "~/components/ui/specialization-options";
import { CITIES } from "~/lib/cities";
import { QUALIFICATIONS } from "~/lib/constants";
import type { FormReply } from "~/lib/form-schema";
import { directoryPage as ui } from "~/features/directory/messages";
import { AdminDoctorSchema, DIRECTORY_DETAILS_INTENT, DirectoryDetailsSchema } from "../schema";
import { LinkButton } from "~/components/ui/link-button";

/** A profile's values as the forms start from them (strings, as a form holds them). */
export type DoctorFormDefaults = {
  name?: string;
  specialization?: string | null;
  location?: string | null;
  email?: string | null;
  phone?: string | null;
  bio?: string | null;
  skills?: string[];
  experienceYears?: number | null;
  availability?: string | null;
  qualifications?: string[];
  registrationNumber?: string | null;
  listed?: boolean;
  verified?: boolean;
  avatarUrl?: string | null;
  hasResume?: boolean;
  hasAccount?: boolean;
};

/** The defaults in the shape the form's fields take (conform: strings, "on" for a ticked box). */
function formDefaults(d: DoctorFormDefaults) {
  const text = (v: string | null | undefined) => v ?? undefined;
  return {
    name: text(d.name),
    specialization: text(d.specialization),
    location: text(d.location),
    email: text(d.email),
    phone: text(d.phone),
    bio: text(d.bio),
    skills: d.skills?.join(", ") || undefined,
    experienceYears: d.experienceYears == null ? undefined : String(d.experienceYears),
    availability: text(d.availability),
    qualifications: d.qualifications ?? [],
    registrationNumber: text(d.registrationNumber),
    listed: d.listed ? "on" : undefined,
    verified: d.verified ? "on" : undefined,
  };
}

type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>;
type DetailsFields = Record<"bio" | "skills" | "experienceYears" | "availability" | "qualifications" | "registrationNumber" | "listed", AnyField>;

/** The messages of the form as a whole that no field shows already (a refused photo is said beside the photo). */
export function formOnlyErrors(form: { errors?: string[]; errorId: string; allErrors: Record<string, string[]> }) {
  const beside = new Set(Object.entries(form.allErrors).flatMap(([name, errors]) => (name ? errors : [])));
  return { errors: form.errors?.filter((e) => !beside.has(e)), errorId: form.errorId };
}

/** The admin's create and edit form: identity, directory details, verification, photo and resume. */
export function AdminDoctorForm({
  defaults,
  reply,
  submitLabel,
  cancelHref,
}: {
  defaults: DoctorFormDefaults;
  reply: FormReply | null | undefined;
  submitLabel: string;
  cancelHref: string;
}) {
  const [form, fields] = useAppForm(AdminDoctorSchema, { id: "admin-doctor", reply, defaultValue: formDefaults(defaults) });
  const all = fields as unknown as Record<string, AnyField>;
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-5">
      <FormErrors form={formOnlyErrors(form)} testId="doctor-form-error" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={all.name!} label={ui.fullName} />
        <SelectField field={all.specialization!} label={ui.specialization}>
          <SpecializationOptions placeholder={ui.selectSpecialization} />
        </SelectField>
        <TextField field={all.location!} label={ui.location} list="doc-cities" />
        <datalist id="doc-cities">
          {CITIES.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        {defaults.hasAccount ? null : <TextField field={all.email!} label={ui.emailOptional} type="email" />}
        <TextField field={all.phone!} label={ui.phoneOptional} type="tel" />
      </div>
      <DirectoryFields fields={all as DetailsFields} listedChoice={!!defaults.hasAccount} />
      {defaults.verified !== undefined ? (
        <CheckboxRow field={all.verified!} tone="verified" title={ui.registrationVerified} text={ui.verifyHint} />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FileField field={all.photo!} label={ui.photo} hint={ui.photoHint} accept="image/png,image/jpeg,image/webp,image/gif">
          {defaults.avatarUrl ? <img src={defaults.avatarUrl} alt={ui.currentPhoto} width={64} height={64} className="mb-2 h-16 w-16 rounded-full object-cover" /> : null}
        </FileField>
        <FileField
          field={all.resume!}
          label={ui.resume}
          hint={defaults.hasResume ? ui.resumeOnFile : ui.resumeHint}
          accept="application/pdf,.pdf"
        />
      </div>
      <Buttons submitLabel={submitLabel} cancelHref={cancelHref} />
    </Form>
  );
}

/** The directory details of a doctor's own profile page (posted under DIRECTORY_DETAILS_INTENT). */
export function DirectoryDetailsForm({ defaults, reply }: { defaults: DoctorFormDefaults; reply: FormReply | null | undefined }) {
  const [form, fields] = useAppForm(DirectoryDetailsSchema, { id: "directory-details", reply, defaultValue: formDefaults(defaults) });
  const all = fields as unknown as Record<string, AnyField>;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <input type="hidden" name="intent" value={DIRECTORY_DETAILS_INTENT} />
      <FormErrors form={formOnlyErrors(form)} testId="directory-details-error" />
      <DirectoryFields fields={all as DetailsFields} listedChoice />
      <Buttons submitLabel={ui.saveDetails} />
    </Form>
  );
}

function DirectoryFields({ fields, listedChoice }: { fields: DetailsFields; listedChoice: boolean }) {
  const q = fields.qualifications;
  const chosen = new Set([q.initialValue].flat().filter((v): v is string => typeof v === "string"));
  return (
    <>
      <TextareaField field={fields.bio} label={ui.bio} rows={4} hint={ui.bioHint} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.skills} label={ui.skills} hint={ui.skillsHint} />
        <TextField field={fields.experienceYears} label={ui.experienceLabel} inputMode="numeric" />
        <TextField field={fields.availability} label={ui.availability} hint={ui.availabilityHint} />
        <TextField
          field={fields.registrationNumber}
          label={ui.registrationNumber}
          hint={ui.registrationHint}
        />
      </div>
      <fieldset aria-describedby={q.errors?.length ? q.errorId : undefined}>
        <legend className="text-sm font-medium text-slate-700">{ui.qualifications}</legend>
        <div className="mt-2 flex flex-wrap gap-3" key={q.key}>
          {QUALIFICATIONS.map((value) => (
            <label key={value} className="inline-flex items-center gap-2 text-sm">
              <input type="checkbox" name={q.name} value={value} defaultChecked={chosen.has(value)} className="h-4 w-4 rounded border-slate-300" />
              {value}
            </label>
          ))}
        </div>
        {q.errors?.length ? (
          <p id={q.errorId} role="alert" className="mt-1 text-sm text-red-600">
            {q.errors[0]}
          </p>
        ) : null}
      </fieldset>
      {listedChoice ? (
        <CheckboxRow
          field={fields.listed}
          tone="plain"
          title={ui.listMe}
          text={ui.listMeHint}
        />
      ) : (
        <input type="hidden" name="listed" value="true" />
      )}
    </>
  );
}

function CheckboxRow({ field, tone, title, text }: { field: AnyField; tone: "plain" | "verified"; title: string; text: string }) {
  const { key, ...props } = inputProps(field, { type: "checkbox", ariaAttributes: true });
  const box = tone === "verified" ? "border-emerald-200 bg-emerald-50" : "border-slate-200 bg-slate-50";
  return (
    <div>
      <label className={`flex items-start gap-3 rounded-md border p-3 text-sm ${box}`}>
        <input key={key} {...props} className="mt-0.5 h-4 w-4 rounded border-slate-300" />
        <span>
          <span className="font-medium text-slate-900">{title}</span>
          <span className="block text-slate-600">{text}</span>
        </span>
      </label>
      {field.errors?.length ? (
        <p id={field.errorId} role="alert" className="mt-1 text-sm text-red-600">
          {field.errors[0]}
        </p>
      ) : null}
    </div>
  );
}

function FileField({ field, label, hint, accept, children }: { field: AnyField; label: string; hint: string; accept: string; children?: React.ReactNode }) {
  const { key, ...props } = inputProps(field, { type: "file", ariaAttributes: true });
  return (
    <Field id={field.id} label={label} hint={hint} error={field.errors?.[0]}>
      {children}
      <input key={key} {...props} accept={accept} className="block w-full text-sm" />
    </Field>
  );
}

function Buttons({ submitLabel, cancelHref }: { submitLabel: string; cancelHref?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="flex justify-end gap-2">
      {cancelHref ? (
        <LinkButton to={cancelHref} look="secondary">
          {ui.cancel}
        </LinkButton>
      ) : null}
      <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
        {busy ? ui.saving : submitLabel}
      </button>
    </div>
  );
}
