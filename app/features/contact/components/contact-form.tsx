import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { FormErrors, SelectField, TextareaField, TextField, useAppForm } from "~/components/forms/app-form";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { Alert } from "~/components/ui/alert";
import type { FormReply } from "~/lib/form-schema";
import { contactOptions } from "~/lib/messages";
import { contactForm as msg } from "~/features/contact/messages";
import { ContactSchema, ENQUIRY_NEEDS } from "../schema";

/**
 * The contact form. /contact-us is a document page (no client runtime): the form posts like any HTML form, the
 * browser checks the schema's constraints (required, lengths, e-mail), and the server renders the action's reply
 * (errors beside the fields, what was typed) or, after a redirect, the thank-you notice.
 */
export function ContactForm({ reply, sent, shownAt }: { reply: FormReply | null | undefined; sent: boolean; shownAt: string }) {
  const [form, fields] = useAppForm(ContactSchema, { id: "contact", reply });
  return (
    <section id="contact-form" aria-labelledby="contact-form-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h2 id="contact-form-title" className="text-xl font-semibold text-slate-900">
        {msg.heading}
      </h2>
      <p className="mt-1 text-slate-600">{msg.intro}</p>
      <div className="mt-4 space-y-4">
        {sent && !reply ? (
          <Alert tone="success" testId="contact-sent">
            <p className="font-semibold">{msg.sent.title}</p>
            <p>{msg.sent.description}</p>
          </Alert>
        ) : null}
        <FormErrors form={form} testId="contact-error" />
        <Form method="post" action="/contact-us" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
          <TextField field={fields.name} label={msg.nameLabel} autoComplete="name" />
          <TextField field={fields.email} label={msg.emailLabel} type="email" autoComplete="email" inputMode="email" />
          <TextField field={fields.phone} label={msg.phoneLabel} type="tel" autoComplete="tel" inputMode="tel" />
          <TextField field={fields.organisation} label={msg.organisationLabel} autoComplete="organization" />
          <div className="sm:col-span-2">
            <SelectField field={fields.need} label={msg.needLabel}>
              {ENQUIRY_NEEDS.map((need) => (
                <option key={need} value={need}>
                  {contactOptions.needs[need]}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="sm:col-span-2">
            <TextareaField field={fields.message} label={msg.messageLabel} rows={6} />
          </div>
          {/* After a refused post, the time the form was first shown (a fresh one would make the retry look rushed). */}
          <input type="hidden" name={fields.shownAt.name} value={typeof fields.shownAt.initialValue === "string" && fields.shownAt.initialValue ? fields.shownAt.initialValue : shownAt} />
          <HoneypotField name={fields.website.name} />
          <div className="sm:col-span-2">
            <button type="submit" className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
              {msg.send}
            </button>
          </div>
        </Form>
      </div>
    </section>
  );
}
