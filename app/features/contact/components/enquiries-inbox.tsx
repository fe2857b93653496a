import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import { FormErrors, SelectField, TextareaField, useAppForm } from "~/components/forms/app-form";
import { replyFor } from "~/components/forms/reply";
import type { FormReply } from "~/lib/form-schema";
import { formatDate } from "~/lib/format";
import { contactOptions } from "~/lib/messages";
import { contactForm as msg } from "~/features/contact/messages";
import { ENQUIRY_STATUSES, UpdateEnquirySchema } from "../schema";
import type { EnquiryStatus } from "../enquiries.server";

type Enquiry = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  organisation: string | null;
  need: "hire" | "job" | "other";
  message: string;
  status: EnquiryStatus;
  notes: string;
  createdAt: string;
};

const STATUS_STYLE: Record<EnquiryStatus, string> = {
  new: "bg-red-50 text-red-700",
  contacted: "bg-amber-50 text-amber-800",
  closed: "bg-slate-100 text-slate-600",
};

const control = "w-full rounded-lg border border-slate-300 px-3 py-2 text-sm";

/** An enquiry's status and notes; a refused save keeps the notes typed, with the reason beside them. */
function EnquiryForm({ enquiry, reply }: { enquiry: Enquiry; reply: FormReply | null | undefined }) {
  const [form, fields] = useAppForm(UpdateEnquirySchema, {
    id: `enquiry-${enquiry.id}`,
    reply: replyFor(reply, "id", enquiry.id),
    defaultValue: { status: enquiry.status, notes: enquiry.notes },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-3">
      <FormErrors form={form} />
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
        <input type="hidden" name="id" value={enquiry.id} />
        <SelectField field={fields.status} label={msg.statusLabel} className={control}>
          {ENQUIRY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {msg.statusLabels[s]}
            </option>
          ))}
        </SelectField>
        <TextareaField field={fields.notes} label={msg.notesLabel} rows={2} className={control} />
        <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          {msg.saveEnquiry}
        </button>
      </div>
    </Form>
  );
}

/** The admin's enquiries: filter by status; each enquiry with its details, status and notes. */
export function EnquiriesInbox({
  enquiries,
  counts,
  status,
  reply,
}: {
  enquiries: Enquiry[];
  counts: Record<EnquiryStatus, number>;
  status: EnquiryStatus | null;
  reply?: FormReply | null;
}) {
  const tabs: { key: EnquiryStatus | null; label: string }[] = [{ key: null, label: msg.allStatuses }, ...ENQUIRY_STATUSES.map((s) => ({ key: s, label: `${msg.statusLabels[s]} (${counts[s]})` }))];
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-xl font-bold text-slate-900">{msg.inboxTitle}</h2>
        <p className="mt-1 text-sm text-slate-600">{msg.inboxIntro}</p>
      </div>
      <nav aria-label={msg.statusLabel} className="flex flex-wrap gap-2">
        {tabs.map((t) => (
          <Link
            key={t.key ?? "all"}
            to={t.key ? `?status=${t.key}` : "?"}
            aria-current={status === t.key ? "page" : undefined}
            className={`rounded-full px-3 py-1.5 text-sm font-medium ${status === t.key ? "bg-brand-600 text-white" : "bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50"}`}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {enquiries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{msg.inboxEmpty}</p>
      ) : (
        <ul className="space-y-3" data-testid="enquiries">
          {enquiries.map((e) => (
            <li key={e.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="enquiry">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-slate-900">
                  {e.name}
                  {e.organisation ? <span className="font-normal text-slate-600"> · {e.organisation}</span> : null}
                </p>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[e.status]}`}>{msg.statusLabels[e.status]}</span>
              </div>
              <p className="mt-1 text-sm text-slate-600">
                {contactOptions.needs[e.need]} · <a href={`mailto:${e.email}`} className="text-brand-700 hover:underline">{e.email}</a>
                {e.phone ? (
                  <>
                    {" "}
                    · <a href={`tel:${e.phone.replace(/[^\d+]/g, "")}`} className="text-brand-700 hover:underline">{e.phone}</a>
                  </>
                ) : null}{" "}
                · {formatDate(e.createdAt)}
              </p>
              <p className="mt-3 whitespace-pre-line text-sm text-slate-800">{e.message}</p>
              <EnquiryForm enquiry={e} reply={reply} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
