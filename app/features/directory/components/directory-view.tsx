import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ConfirmDialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { CITIES } from "~/lib/cities";
import { DIRECTORY_SPECIALTIES } from "~/lib/constants";
import { directory as msg, features, resume } from "~/lib/messages";
import type { DirectoryDoctor, DirectoryQuery } from "../search-doctors.server";
import { DoctorCard } from "./doctor-card";

export function DirectoryView({
  doctors,
  total,
  query,
  pageSize,
  isAdmin,
  basePath,
  headingLevel = 1,
}: {
  doctors: DirectoryDoctor[];
  total: number;
  query: DirectoryQuery;
  pageSize: number;
  isAdmin: boolean;
  basePath: string;
  /** 1 on the public directory page; 2 inside the dashboard, under the dashboard's own h1. */
  headingLevel?: 1 | 2;
}) {
  const Title = headingLevel === 1 ? "h1" : "h2";
  const Sub = headingLevel === 1 ? "h2" : "h3";
  const { toast } = useToast();
  const navigation = useNavigation();
  const [deleting, setDeleting] = useState<DirectoryDoctor | null>(null);
  const filtered = !!query.q || !!query.location || query.specialty !== "All";
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (query.q) params.set("q", query.q);
    if (query.location) params.set("location", query.location);
    if (query.specialty !== "All") params.set("specialty", query.specialty);
    if (page > 1) params.set("page", String(page));
    const qs = params.toString();
    return qs ? `${basePath}?${qs}` : basePath;
  };

  return (
    <section aria-labelledby="directory-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Title id="directory-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {msg.title}
          </Title>
          <p className="mt-1 text-slate-600">Experienced doctors across India, open to new roles.</p>
        </div>
        {isAdmin ? (
          <Link to="/admin/create-doctor" className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
            Create New Profile
          </Link>
        ) : null}
      </div>

      <Form method="get" action={basePath} className="mt-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[1fr_200px_200px_auto_auto]">
        <label className="sr-only" htmlFor="directory-q">Search by name or keyword</label>
        <input
          id="directory-q"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder="Search by name or keyword"
          className="rounded-md border border-slate-300 px-3 py-2"
        />
        <label className="sr-only" htmlFor="directory-location">Location</label>
        <select id="directory-location" name="location" defaultValue={query.location} className="rounded-md border border-slate-300 px-3 py-2">
          <option value="">All Cities</option>
          {CITIES.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="directory-specialty">Specialty</label>
        <select id="directory-specialty" name="specialty" defaultValue={query.specialty} className="rounded-md border border-slate-300 px-3 py-2">
          {DIRECTORY_SPECIALTIES.map((s) => (
            <option key={s} value={s}>
              {s === "All" ? "All Specialties" : s}
            </option>
          ))}
        </select>
        <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          Search
        </button>
        <Link to={basePath} className="rounded-md border border-slate-300 px-4 py-2 text-center font-medium text-slate-700 hover:bg-slate-50">
          Clear Filters
        </Link>
      </Form>

      <p className="mt-4 text-sm text-slate-600" aria-live="polite">
        {total} {total === 1 ? "doctor" : "doctors"} {filtered ? "match your search" : "listed"}
      </p>

      {doctors.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <Sub className="text-lg font-semibold text-slate-900">{msg.noDoctorsFound}</Sub>
          <p className="mt-1 text-slate-600">Try another name, city or specialty.</p>
        </div>
      ) : (
        <div className={`mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${navigation.state === "loading" ? "opacity-60" : ""}`}>
          {doctors.map((doctor) => (
            <DoctorCard
              key={doctor.id}
              doctor={doctor}
              headingAs={Sub}
              onViewResume={() => toast({ ...resume.noResumeAvailable, variant: "info" })}
              actions={
                isAdmin ? (
                  <>
                    <Link to={`/admin/edit-doctor/${encodeURIComponent(doctor.id)}`} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50">
                      Edit
                    </Link>
                    <button type="button" onClick={() => setDeleting(doctor)} className="rounded-md border border-red-200 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50">
                      Delete
                    </button>
                  </>
                ) : (
                  <button
                    type="button"
                    onClick={() => toast({ title: features.comingSoon, variant: "info" })}
                    className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50"
                  >
                    Message
                  </button>
                )
              }
            />
          ))}
        </div>
      )}

      {pages > 1 ? (
        <nav aria-label="Directory pages" className="mt-6 flex items-center justify-center gap-2">
          {query.page > 1 ? (
            <Link to={pageHref(query.page - 1)} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50">
              Previous
            </Link>
          ) : null}
          <span className="text-sm text-slate-600">
            Page {query.page} of {pages}
          </span>
          {query.page < pages ? (
            <Link to={pageHref(query.page + 1)} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50">
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}

      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        title={msg.confirmDelete}
        description={deleting ? `${deleting.name}'s profile will be removed from the directory. This cannot be undone.` : null}
        confirm={
          <Form method="post" onSubmit={() => setDeleting(null)}>
            <input type="hidden" name="intent" value="delete-doctor" />
            <input type="hidden" name="profileId" value={deleting?.id ?? ""} />
            <button type="submit" className="w-full rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700">
              Delete
            </button>
          </Form>
        }
      />
    </section>
  );
}
