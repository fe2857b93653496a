import type { FormReply } from "~/lib/form-schema";
import { directoryPage as ui } from "~/features/directory/messages";
import { DirectoryDetailsForm, type DoctorFormDefaults } from "./doctor-form";

/** The "Directory listing" part of a doctor's profile page. */
export function DirectoryDetailsSection({ defaults, result }: { defaults: DoctorFormDefaults & { verified: boolean }; result?: FormReply | null }) {
  const { verified, ...rest } = defaults;
  return (
    <section aria-labelledby="directory-details-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="directory-details-title" className="text-lg font-semibold text-slate-900">
          {ui.sectionTitle}
        </h2>
        {verified ? (
          <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700">{ui.registrationVerified}</span>
        ) : (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-600">{ui.notYetVerified}</span>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">{ui.sectionIntro}</p>
      <div className="mt-4">
        <DirectoryDetailsForm defaults={rest} reply={result} />
      </div>
    </section>
  );
}
