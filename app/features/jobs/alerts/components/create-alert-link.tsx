import { Icon } from "~/components/ui/icon";
import { jobAlertTexts as m } from "~/features/jobs/messages";

/** On /jobs, inside the results the page swaps on each search: "Create job alert" always saves the search shown. */
export function CreateAlertLink({ query }: { query: string }) {
  return (
    <p className="mb-3 flex justify-end">
      <a
        href={query ? `/job-alerts/new?${query}` : "/job-alerts/new"}
        data-testid="create-job-alert"
        className="inline-flex items-center gap-1.5 rounded-md border border-brand-200 bg-white px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <Icon name="bell-ring" className="h-4 w-4" />
        {m.createTitle}
      </a>
    </p>
  );
}
