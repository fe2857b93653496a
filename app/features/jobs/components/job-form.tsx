import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { FormErrors, SelectField, TextareaField, TextField, useAppForm, inputProps } from "~/components/forms/app-form";
import { Alert } from "~/components/ui/alert";
import { CITIES } from "~/lib/cities";
import { JOB_SPECIALTIES, JOB_TYPES, SALARY_UNITS } from "~/lib/constants";
import type { FormReply } from "~/lib/form-schema";
import { jobForm as f, jobs as t } from "~/features/jobs/messages";
import { indiaDay, JobFormSchema, type JobFormDefaults } from "../schema";

/**
 * The post / edit job form, bound to JobFormSchema (the action parses with the same schema). What the user typed
 * survives a refused post; the first field in trouble gets the focus. The salary is asked for as a range first; the
 * free text is behind a disclosure, for salaries a range cannot say.
 */
export function JobForm({
  mode,
  action,
  defaultValue,
  reply,
  isAdmin,
}: {
  mode: "create" | "edit";
  action: string;
  defaultValue: JobFormDefaults;
  reply: FormReply | null | undefined;
  isAdmin: boolean;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const [form, fields] = useAppForm(JobFormSchema, { id: "job", reply, defaultValue });
  const today = indiaDay(new Date());
  const fieldsInError = Object.keys(form.allErrors).some((name) => name !== form.name);
  // The words field opens when it holds something, or when something in it needs fixing.
  const salaryInWords = Boolean(fields.salary.initialValue || fields.salary.errors?.length);
  const { key: featuredKey, ...featuredProps } = inputProps(fields.featured, { type: "checkbox" });

  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-6">
      {form.errors?.length ? (
        <FormErrors form={form} testId="job-form-error" />
      ) : fieldsInError ? (
        <Alert tone="error" testId="job-form-error">
          {f.fixErrors}
        </Alert>
      ) : null}

      <div className="grid gap-6 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField field={fields.title} label={f.titleLabel} placeholder={f.titlePlaceholder} />
        </div>
        <div className="sm:col-span-2">
          <TextField field={fields.company} label={f.companyLabel} autoComplete="organization" />
        </div>
        <SelectField field={fields.location} label={f.cityLabel}>
          <option value="">{f.chooseCity}</option>
          {CITIES.map((city) => (
            <option key={city} value={city}>{city}</option>
          ))}
        </SelectField>
        <SelectField field={fields.type} label={f.typeLabel}>
          <option value="">{f.chooseType}</option>
          {JOB_TYPES.map((type) => (
            <option key={type} value={type}>{type}</option>
          ))}
        </SelectField>
        <SelectField field={fields.specialty} label={f.specialtyLabel}>
          <option value="">{f.chooseSpecialty}</option>
          {JOB_SPECIALTIES.map((specialty) => (
            <option key={specialty} value={specialty}>{specialty}</option>
          ))}
        </SelectField>
        <TextField field={fields.validThrough} label={f.closingDateLabel} type="date" min={today} hint={f.closingDateHint} />
      </div>

      <fieldset className="rounded-lg border border-slate-200 p-4 sm:p-5">
        <legend className="px-1 text-sm font-semibold text-slate-800">{f.salaryLegend}</legend>
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField field={fields.salaryMin} label={f.salaryMinLabel} inputMode="numeric" placeholder="150000" />
          <TextField field={fields.salaryMax} label={f.salaryMaxLabel} inputMode="numeric" placeholder="200000" />
          <SelectField field={fields.salaryUnit} label={f.salaryUnitLabel}>
            <option value="">{f.salaryUnitNone}</option>
            {SALARY_UNITS.map((unit) => (
              <option key={unit} value={unit}>{f.salaryUnitNames[unit]}</option>
            ))}
          </SelectField>
        </div>
        <p className="mt-3 text-xs text-slate-500">{f.salaryRangeHint}</p>
        <details open={salaryInWords} className="mt-4 text-sm">
          <summary className="cursor-pointer font-medium text-brand-700">{f.salaryInWords}</summary>
          <div className="mt-3">
            <TextField field={fields.salary} label={f.salaryTextLabel} hint={f.salaryTextHint} />
          </div>
        </details>
      </fieldset>

      <fieldset className="rounded-lg border border-slate-200 p-4 sm:p-5">
        <legend className="px-1 text-sm font-semibold text-slate-800">{f.experienceLegend}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField field={fields.experienceMin} label={f.experienceMinLabel} inputMode="numeric" />
          <TextField field={fields.experienceMax} label={f.experienceMaxLabel} inputMode="numeric" />
        </div>
        <p className="mt-3 text-xs text-slate-500">{f.experienceHint}</p>
      </fieldset>

      <TextareaField field={fields.description} label={f.descriptionLabel} hint={f.descriptionHint} rows={10} />

      {isAdmin ? (
        <label className="flex items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm font-medium text-amber-900">
          <input key={featuredKey} {...featuredProps} className="h-4 w-4 accent-amber-600" />
          {f.featuredLabel}
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
