import { Form } from "react-router";
import { formatDateTime } from "~/lib/format";
import { privacy } from "~/lib/messages";

export type DeletionRequestRow = { requestedAt: string | Date; cancelledAt: string | Date | null };

const input = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm";

/** Download my data and Delete my account: plain forms (work without JavaScript); then the past deletion requests. */
export function MyData({
  reply,
  canDelete,
  topLevel,
  deletions,
}: {
  reply: { error: string; fieldErrors?: Record<string, string> } | undefined;
  canDelete: boolean;
  topLevel: boolean;
  deletions: DeletionRequestRow[];
}) {
  // In the doctor dashboard the tab's title is the page's h1; in the employer dashboard an h2 under the dashboard's.
  const Title = topLevel ? "h1" : "h2";
  const Section = topLevel ? "h2" : "h3";
  return (
    <div className="max-w-xl space-y-6">
      <Title className="text-xl font-bold text-slate-900">{privacy.tabTitle}</Title>
      {reply?.error ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800" data-testid="my-data-error">
          {reply.error}
        </p>
      ) : null}
      <section className="rounded-xl border border-slate-200 bg-white p-5">
        <Section className="text-lg font-semibold text-slate-900">{privacy.downloadTitle}</Section>
        <p className="mt-1 text-sm text-slate-600">{privacy.downloadText}</p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="export" />
          <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
            {privacy.downloadButton}
          </button>
        </Form>
      </section>
      {canDelete ? (
        <section className="rounded-xl border border-red-200 bg-white p-5">
          <Section className="text-lg font-semibold text-slate-900">{privacy.deleteTitle}</Section>
          <p className="mt-1 text-sm text-slate-600">{privacy.deleteText}</p>
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="delete" />
            <label className="block text-sm text-slate-700">
              {privacy.deleteEmailLabel}
              <input type="email" name="email" required autoComplete="off" className={input} />
            </label>
            <label className="block text-sm text-slate-700">
              {privacy.deletePasswordLabel}
              <input type="password" name="password" required autoComplete="current-password" className={input} />
            </label>
            <button type="submit" className="rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700">
              {privacy.deleteButton}
            </button>
          </Form>
        </section>
      ) : null}
      {deletions.length ? (
        <section className="rounded-xl border border-slate-200 bg-white p-5">
          <Section className="text-lg font-semibold text-slate-900">{privacy.historyTitle}</Section>
          <ul className="mt-2 space-y-1 text-sm text-slate-700" data-testid="deletion-history">
            {deletions.map((d) => (
              <li key={new Date(d.requestedAt).toISOString()}>
                {privacy.historyRequested(formatDateTime(d.requestedAt))} — {d.cancelledAt ? privacy.historyCancelled(formatDateTime(d.cancelledAt)) : privacy.historyPending}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
