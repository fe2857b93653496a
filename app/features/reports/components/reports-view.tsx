import type { ReactNode } from "react";
import { Form } from "react-router";
import type { ReportsPage } from "../get-reports.server";
import { REPORT_NOTES, REPORT_TITLES, columns as c, days, daysLabel, reports as t, sourceLabel } from "../messages";
import { REPORT_PERIODS, reportQuery, type ReportKind } from "../report-params";
import { BarChart, type Bar } from "./bar-chart";

export const REPORTS_PATH = "/dashboard/reports";

const cell = "px-3 py-2";
const numeric = "px-3 py-2 text-right tabular-nums";

/** One report: its heading and note, the chart, the table (the truth) and the CSV download of the same figures. */
function ReportSection({ kind, page, chart, table, empty }: { kind: ReportKind; page: ReportsPage; chart: ReactNode; table: ReactNode; empty: string | null }) {
  const title = REPORT_TITLES[kind];
  const headingId = `report-${kind}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid={`report-${kind}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        <a
          href={`${REPORTS_PATH}/csv/${kind}${reportQuery(page.params)}`}
          download
          className="inline-flex min-h-6 items-center rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-slate-50"
          data-testid={`download-${kind}`}
        >
          {t.download}
          <span className="sr-only">: {title}</span>
        </a>
      </div>
      <p className="mt-1 text-sm text-slate-600">{REPORT_NOTES[kind]}</p>
      {empty ? (
        <p className="mt-3 text-sm text-slate-700">{empty}</p>
      ) : (
        <div className="mt-3 grid gap-4 lg:grid-cols-2 lg:items-start">
          {chart}
          <div role="group" aria-label={t.tableScrollLabel(title)} tabIndex={0} className="overflow-x-auto rounded-lg border border-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
            {table}
          </div>
        </div>
      )}
    </section>
  );
}

function Table({ caption, head, rows, testId }: { caption: string; head: readonly { label: string; numeric?: boolean }[]; rows: readonly (readonly (string | number)[])[]; testId: string }) {
  return (
    <table className="w-full text-left text-sm" data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50 text-slate-700">
        <tr>
          {head.map((h) => (
            <th key={h.label} scope="col" className={h.numeric ? numeric : cell}>
              {h.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 text-slate-800">
        {rows.map((row, i) => (
          <tr key={i}>
            {row.map((value, j) =>
              j === 0 ? (
                <th key={j} scope="row" className={`${cell} font-medium`}>
                  {value}
                </th>
              ) : (
                <td key={j} className={head[j]?.numeric ? numeric : cell}>
                  {value}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The job picker and the period: a GET form, so it works without JavaScript and the address names the report. */
function Filters({ page }: { page: ReportsPage }) {
  const { params } = page;
  const select = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900";
  return (
    <Form method="get" action={REPORTS_PATH} aria-label={t.filtersLabel} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto_auto] sm:items-end">
      <div className="min-w-0">
        <label htmlFor="report-job" className="text-sm font-medium text-slate-700">
          {t.jobLabel}
        </label>
        <select id="report-job" name="job" defaultValue={params.jobId === null ? "" : String(params.jobId)} className={select}>
          <option value="">{t.allJobs}</option>
          {page.jobChoices.map((j) => (
            <option key={j.id} value={String(j.id)}>
              {j.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="report-period" className="text-sm font-medium text-slate-700">
          {t.periodLabel}
        </label>
        <select id="report-period" name="period" defaultValue={String(params.period)} className={select}>
          {REPORT_PERIODS.map((d) => (
            <option key={d} value={String(d)}>
              {t.periodOption(d)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
        {t.show}
      </button>
    </Form>
  );
}

/** The Reports tab: the choice of job and period, then the four reports. */
export function ReportsView({ page }: { page: ReportsPage }) {
  const { params, funnel, stageTimes, timeToHire, sources } = page;
  const scope = page.jobTitle === null ? t.scopeAll(page.organisationName, params.period) : t.scopeJob(page.jobTitle, params.period);
  const applicants = sources.reduce((sum, s) => sum + s.applicants, 0);
  const funnelBars: Bar[] = funnel.map((r) => ({ label: r.stage, value: r.reached, display: String(r.reached), tone: r.kind === "rejected" || r.kind === "withdrawn" ? "muted" : "brand" }));
  const stageBars: Bar[] = stageTimes.map((r) => ({ label: r.stage, value: r.medianSeconds, display: daysLabel(r.medianSeconds) }));
  const hireBars: Bar[] = timeToHire.byJob.slice(0, 10).map((r) => ({ label: r.jobTitle, value: r.medianSeconds, display: daysLabel(r.medianSeconds) }));
  const sourceBars: Bar[] = sources.map((r) => ({ label: sourceLabel(r.source), value: r.applicants, display: String(r.applicants), tone: r.source === "unknown" ? "muted" : "brand" }));
  return (
    <div className="space-y-5" data-testid="reports">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t.title}</h2>
        <p className="text-sm text-slate-600">{t.intro}</p>
      </div>
      <Filters page={page} />
      <p className="text-sm font-medium text-slate-800" data-testid="report-scope">
        {scope}
      </p>
      <ReportSection
        kind="funnel"
        page={page}
        empty={applicants === 0 ? t.noApplicants : null}
        chart={<BarChart bars={funnelBars} testId="chart-funnel" />}
        table={<Table caption={REPORT_TITLES.funnel} testId="table-funnel" head={[{ label: c.stage }, { label: c.reached, numeric: true }, { label: c.current, numeric: true }]} rows={funnel.map((r) => [r.stage, r.reached, r.current])} />}
      />
      <ReportSection
        kind="stage-times"
        page={page}
        empty={stageTimes.length === 0 ? t.noStays : null}
        chart={<BarChart bars={stageBars} testId="chart-stage-times" />}
        table={<Table caption={REPORT_TITLES["stage-times"]} testId="table-stage-times" head={[{ label: c.stage }, { label: c.medianDays, numeric: true }, { label: c.stays, numeric: true }]} rows={stageTimes.map((r) => [r.stage, days(r.medianSeconds), r.visits])} />}
      />
      <ReportSection
        kind="time-to-hire"
        page={page}
        empty={timeToHire.hires === 0 ? t.noHires : null}
        chart={<BarChart bars={hireBars} testId="chart-time-to-hire" />}
        table={
          <Table
            caption={REPORT_TITLES["time-to-hire"]}
            testId="table-time-to-hire"
            head={[{ label: c.job }, { label: c.hires, numeric: true }, { label: c.medianDays, numeric: true }]}
            rows={[[c.allJobs, timeToHire.hires, timeToHire.medianSeconds === null ? "" : days(timeToHire.medianSeconds)], ...timeToHire.byJob.map((r) => [r.jobTitle, r.hires, days(r.medianSeconds)])]}
          />
        }
      />
      <ReportSection
        kind="sources"
        page={page}
        empty={applicants === 0 ? t.noApplicants : null}
        chart={<BarChart bars={sourceBars} testId="chart-sources" />}
        table={<Table caption={REPORT_TITLES.sources} testId="table-sources" head={[{ label: c.source }, { label: c.applicants, numeric: true }]} rows={sources.map((r) => [sourceLabel(r.source), r.applicants])} />}
      />
    </div>
  );
}
