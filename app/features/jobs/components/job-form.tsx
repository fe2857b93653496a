import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import CircleAlert from "lucide-react/icons/circle-alert";
import { CITIES } from "~/lib/cities";
import { JOB_SPECIALTIES, JOB_TYPES } from "~/lib/constants";
import { jobForm, jobs as t } from "~/lib/messages";
import { formValues, indiaDay, JOB_FORM_FIELDS, parseJobForm, type JobFormErrors, type JobFormField, type JobFormValues } from "../schema";

const input =
  "mt-1 block w-full rounded-md border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 aria-[invalid=true]:border-red-500 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-500";

function Field({
  name,
  label,
  hint,
  error,
  children,
  className = "",
}: {
  name: JobFormField;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={`job-${name}`} className="block text-sm font-semibold text-slate-800">{label}</label>
      {children}
      {hint && !error ? <p id={`job-${name}-hint`} className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      {error ? (
        <p id={`job-${name}-error`} className="mt-1 flex items-center gap-1 text-sm text-red-700">
          <CircleAlert aria-hidden="true" className="h-4 w-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria attributes tying a control to its hint or error. */
function described(name: JobFormField, error: string | undefined, hint?: boolean) {
  return {
    id: `job-${name}`,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `job-${name}-error` : hint ? `job-${name}-hint` : undefined,
  } as const;
}

/**
 * The post / edit job form. Uncontrolled fields keep whatever the user typed through a failed submission; the same
 * zod schema as the action checks it before sending, so most mistakes are reported without a round trip.
 */
export function JobForm({
  mode,
  action,
  values,
  serverErrors,
  formError,
  isAdmin,
}: {
  mode: "create" | "edit";
  action: string;
  values: JobFormValues;
  serverErrors?: JobFormErrors;
  formError?: string;
  isAdmin: boolean;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const [clientErrors, setClientErrors] = useState<JobFormErrors | null>(null);
  const errors = clientErrors ?? serverErrors ?? {};
  const formRef = useRef<HTMLFormElement>(null);

  // New server errors replace the client's; focus goes to the first field in trouble.
  useEffect(() => {
    setClientErrors(null);
  }, [serverErrors]);
  useEffect(() => {
    const first = JOB_FORM_FIELDS.find((f) => errors[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#job-${first}`)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientErrors, serverErrors]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = parseJobForm(formValues(new FormData(event.currentTarget)));
    if (!result.ok) {
      event.preventDefault();
      setClientErrors(result.errors);
    } else {
      setClientErrors(null);
    }
  }

  function clearError(field: JobFormField) {
    if (errors[field]) setClientErrors({ ...errors, [field]: undefined });
  }

  const today = indiaDay(new Date());
  const hasErrors = JOB_FORM_FIELDS.some((f) => errors[f]);

  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      onChange={(e) => {
        const name = (e.target as unknown as { name?: string }).name as JobFormField;
        if ((JOB_FORM_FIELDS as readonly string[]).includes(name)) clearError(name);
      }}
      className="space-y-6"
    >
      {formError || hasErrors ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {formError ?? jobForm.fixErrors}
        </div>
      ) : null}

      <div className="grid gap-6 sm:grid-cols-2">
        <Field name="title" label="Job title" error={errors.title} className="sm:col-span-2">
          <input {...described("title", errors.title)} defaultValue={values.title ?? ""} maxLength={120} placeholder="e.g. Consultant Cardiologist" className={`${input} border-slate-300`} />
        </Field>
        <Field name="company" label="Hospital / company" error={errors.company} className="sm:col-span-2">
          <input {...described("company", errors.company)} defaultValue={values.company ?? ""} maxLength={120} autoComplete="organization" className={`${input} border-slate-300`} />
        </Field>
        <Field name="location" label="City" error={errors.location}>
          <select {...described("location", errors.location)} defaultValue={values.location ?? ""} className={`${input} border-slate-300`}>
            <option value="">Choose a city</option>
            {CITIES.map((c) => (
              <option key={c} value={c}>{c}</option>
            ))}
          </select>
        </Field>
        <Field name="type" label="Job type" error={errors.type}>
          <select {...described("type", errors.type)} defaultValue={values.type ?? ""} className={`${input} border-slate-300`}>
            <option value="">Choose a job type</option>
            {JOB_TYPES.map((type) => (
              <option key={type} value={type}>{type}</option>
            ))}
          </select>
        </Field>
        <Field name="specialty" label="Specialty" error={errors.specialty}>
          <select {...described("specialty", errors.specialty)} defaultValue={values.specialty ?? ""} className={`${input} border-slate-300`}>
            <option value="">Choose a specialty</option>
            {JOB_SPECIALTIES.map((s) => (
              <option key={s} value={s}>{s}</option>
            ))}
          </select>
        </Field>
        <Field name="validThrough" label="Closing date (optional)" hint="The listing leaves search results after this day." error={errors.validThrough}>
          <input {...described("validThrough", errors.validThrough, true)} type="date" min={today} defaultValue={values.validThrough ?? ""} className={`${input} border-slate-300`} />
        </Field>
      </div>

      <fieldset className="rounded-lg border border-slate-200 p-4 sm:p-5">
        <legend className="px-1 text-sm font-semibold text-slate-800">Salary</legend>
        <div className="grid gap-5 sm:grid-cols-3">
          <Field name="salary" label="Salary as shown to doctors (optional)" hint="Free text, e.g. 1,50,000 per month or Negotiable. Left empty it reads Not Disclosed." error={errors.salary} className="sm:col-span-3">
            <input {...described("salary", errors.salary, true)} defaultValue={values.salary ?? ""} maxLength={100} className={`${input} border-slate-300`} />
          </Field>
          <Field name="salaryMin" label="Minimum (₹, optional)" error={errors.salaryMin}>
            <input {...described("salaryMin", errors.salaryMin)} inputMode="numeric" defaultValue={values.salaryMin ?? ""} placeholder="e.g. 150000" className={`${input} border-slate-300`} />
          </Field>
          <Field name="salaryMax" label="Maximum (₹, optional)" error={errors.salaryMax}>
            <input {...described("salaryMax", errors.salaryMax)} inputMode="numeric" defaultValue={values.salaryMax ?? ""} placeholder="e.g. 200000" className={`${input} border-slate-300`} />
          </Field>
          <Field name="salaryUnit" label="Per" error={errors.salaryUnit}>
            <select {...described("salaryUnit", errors.salaryUnit)} defaultValue={values.salaryUnit ?? ""} className={`${input} border-slate-300`}>
              <option value="">—</option>
              <option value="month">month</option>
              <option value="year">year</option>
            </select>
          </Field>
        </div>
        <p className="mt-3 text-xs text-slate-500">A structured range is shown instead of the free text, e.g. ₹1,50,000–₹2,00,000 / month or ₹18–30 LPA.</p>
      </fieldset>

      <Field name="description" label="Job description" hint="Responsibilities, requirements and what you offer. Blank lines start new paragraphs." error={errors.description}>
        <textarea {...described("description", errors.description, true)} defaultValue={values.description ?? ""} rows={10} maxLength={10_000} className={`${input} border-slate-300`} />
      </Field>

      {isAdmin ? (
        <label className="flex items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm font-medium text-amber-900">
          <input type="checkbox" name="featured" defaultChecked={values.featured === "on"} className="h-4 w-4 accent-amber-600" />
          Featured job (shown first in search results and on the home page)
        </label>
      ) : null}

      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:justify-end">
        <button
          type="submit"
          disabled={submitting}
          className="inline-flex items-center justify-center rounded-md bg-brand-600 px-6 py-3 text-base font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
        >
          {submitting ? (mode === "edit" ? t.saving : t.posting) : mode === "edit" ? t.updateJobSubmit : t.postJobSubmit}
        </button>
      </div>
    </Form>
  );
}
