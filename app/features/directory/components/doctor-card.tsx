import { DIRECTORY_SKILLS_SHOWN } from "~/lib/constants";
import { directoryPage as ui } from "~/lib/messages";
import type { DirectoryDoctor } from "../search-doctors.server";

function Initials({ name }: { name: string }) {
  const letters = name
    .replace(/^Dr\.?\s+/i, "")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join("");
  return (
    <span aria-hidden="true" className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-xl font-semibold text-brand-700">
      {letters || "?"}
    </span>
  );
}

export function DoctorCard({
  doctor,
  actions,
  onViewResume,
  noResumeProps,
  headingAs: Heading = "h2",
}: {
  doctor: DirectoryDoctor;
  /** One level below the directory's title. */
  headingAs?: "h2" | "h3";
  actions: React.ReactNode;
  onViewResume: (doctor: DirectoryDoctor) => void;
  /** Attributes of View Resume when there is no resume (the document page's island shows its toast). */
  noResumeProps?: Record<`data-${string}`, string>;
}) {
  const shown = doctor.skills.slice(0, DIRECTORY_SKILLS_SHOWN);
  const more = doctor.skills.length - shown.length;
  return (
    <article className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="doctor-card">
      <div className="flex items-start gap-4">
        {doctor.avatarUrl ? (
          <img src={doctor.avatarUrl} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 rounded-full object-cover" />
        ) : (
          <Initials name={doctor.name} />
        )}
        <div className="min-w-0">
          <Heading className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
            {doctor.name}
            {doctor.verified ? (
              <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700" title={ui.verifiedTitle}>
                {ui.verified}
              </span>
            ) : null}
          </Heading>
          <p className="text-sm font-medium text-brand-700">{doctor.specialization ?? ui.specializationFallback}</p>
          {doctor.location ? <p className="text-sm text-slate-500">{doctor.location}</p> : null}
        </div>
      </div>
      {doctor.bio ? <p className="mt-3 line-clamp-3 text-sm text-slate-600">{doctor.bio}</p> : null}
      {shown.length ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={ui.skills}>
          {shown.map((skill) => (
            <li key={skill} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
              {skill}
            </li>
          ))}
          {more > 0 ? <li className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-600">{ui.moreSkills(more)}</li> : null}
        </ul>
      ) : null}
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-500">{ui.experience}</dt>
          <dd className="font-medium text-slate-800">{doctor.experienceYears != null ? ui.experienceYears(doctor.experienceYears) : ui.notProvided}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{ui.availability}</dt>
          <dd className="font-medium text-slate-800">{doctor.availability ?? ui.notProvided}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {doctor.hasResume ? (
          <a
            href={`/resume/${encodeURIComponent(doctor.name)}?resumeId=${encodeURIComponent(doctor.id)}`}
            className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700"
          >
            {ui.viewResume}
          </a>
        ) : (
          <button
            type="button"
            onClick={() => onViewResume(doctor)}
            {...noResumeProps}
            className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700"
          >
            {ui.viewResume}
          </button>
        )}
        {actions}
      </div>
    </article>
  );
}
