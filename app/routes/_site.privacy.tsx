import { useSearchParams } from "react-router";
import type { Route } from "./+types/_site.privacy";
import { Alert } from "~/components/ui/alert";
import { publicSite } from "~/env.server";
import { documentPage, loadAsDocument } from "~/lib/islands";
import { privacyNotice } from "~/lib/messages";
import { privacy } from "~/features/privacy/messages";
import { DELETION_GRACE_DAYS, EXPORT_LINK_HOURS, PRIVACY_NOTICE_VERSION } from "~/lib/privacy";

// The privacy notice (DPDP Act 2023): what is collected, why, who sees it, and the rights the account holder has.
export const handle = documentPage();
export const clientLoader = loadAsDocument;

export function loader() {
  return { brand: publicSite().brand, email: publicSite().contactEmail };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${privacy.pageTitle} | ${data?.brand ?? "DocHire"}` }];

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { brand } = loaderData;
  return (
    <main className="mx-auto max-w-3xl space-y-5 px-4 py-10 text-slate-700">
      <h1 className="text-3xl font-bold text-slate-900">{privacy.pageTitle}</h1>
      {params.get("deletion") === "scheduled" ? <Alert tone="info" testId="deletion-scheduled">{privacy.deleteScheduled}</Alert> : null}
      <p className="text-sm text-slate-500">Version {PRIVACY_NOTICE_VERSION}</p>
      <p>{privacyNotice.signUpNotice}</p>
      <h2 className="text-xl font-semibold text-slate-900">What we collect and why</h2>
      <ul className="list-disc space-y-1 pl-6">
        <li>Account: name, e-mail address and password (stored only as a hash), to sign you in and write to you.</li>
        <li>Doctors: specialization, location, phone, registration number (checked by our team for the verified badge), directory details and your resume, to match you with jobs and, only as you choose, show them to employers.</li>
        <li>Employers: organisation name, type, city, official e-mail domain or registration / GSTIN number and a contact person, so our team can verify the organisation before it sees any doctor's data.</li>
        <li>Applications and saved jobs, to run your job search; records of who opened a resume and when, which the doctor sees.</li>
        <li>Security records: sign-in attempts, sessions, and the log of our administrators' actions.</li>
      </ul>
      <h2 className="text-xl font-semibold text-slate-900">Who sees your resume</h2>
      <p>
        Only you, our administrators, and verified employers: those you apply to, and, if you allow it on your Resume tab, other verified employers, each
        limited in how many resumes it may open per day. Listing in the doctor directory is a separate choice.
      </p>
      <h2 className="text-xl font-semibold text-slate-900">Your rights</h2>
      <ul className="list-disc space-y-1 pl-6">
        <li>Download your data from the My Data tab: we e-mail you a link to a file with your profile, applications, saved jobs and resume; it works for {EXPORT_LINK_HOURS} hours.</li>
        <li>
          Delete your account from the My Data tab, confirmed with your e-mail address and password. It is deleted {DELETION_GRACE_DAYS} days later; signing in before then
          cancels it. Your profile, resume and photo are then erased; employers keep your past applications only as anonymous records.
        </li>
        <li>Correct your details at any time on your profile, and withdraw your consent to share your resume on the Resume tab.</li>
      </ul>
      <p>
        Questions or grievances: write to {brand}
        {loaderData.email ? ` at ${loaderData.email}` : ""}.
      </p>
    </main>
  );
}
