import { getFormProps } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { Form, useRevalidator } from "react-router";
import { useAppForm, inputProps } from "~/components/forms/app-form";
import { ConfirmDialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import type { FormReply } from "~/lib/form-schema";
import { content, resumeUpload } from "~/lib/messages";
import { fileSelected, resume as msg } from "~/features/resumes/messages";
import { formatDate } from "~/lib/format";
import { ResumeDeleteSchema, ResumeFileSchema, ResumeUploadSchema } from "../schema";

type ResumeInfo = { url: string; uploadedAt: string | Date | null } | null;

const ENDPOINT = "/account/resume";

/** A reply of the upload endpoint, or null when the answer is not one (e.g. a proxy's plain-text 413). */
function readReply(text: string): FormReply | null {
  try {
    const value = JSON.parse(text) as Partial<FormReply> | null;
    return value && typeof value === "object" && "toast" in value ? { result: value.result ?? null, toast: value.toast ?? null } : null;
  } catch {
    return null;
  }
}

/**
 * Spec 2.8 Resume tab: the current resume (View, Delete) and an upload form that takes a PDF. Without JavaScript the
 * form is a plain multipart post. With it, the upload shows its progress, and the chosen file is named beside the
 * Upload Resume button (not in a toast that would cover the button on a phone). A file chosen before the script
 * loaded is picked up when it does.
 */
export function ResumePanel({ resume }: { resume: ResumeInfo }) {
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [reply, setReply] = useState<FormReply | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [form, fields] = useAppForm(ResumeUploadSchema, { id: "resume-upload", reply });
  const [deleteForm] = useAppForm(ResumeDeleteSchema, { id: "resume-delete" });
  const busy = progress !== null;

  /** The same check as the action's (type and size; the server then reads the content): refused files are cleared. */
  function choose(chosen: File | null) {
    if (!chosen) return setFile(null);
    if (!ResumeFileSchema.safeParse(chosen).success) {
      toast({ ...resumeUpload.invalidFile, variant: "destructive" });
      if (input.current) input.current.value = "";
      return setFile(null);
    }
    setFile(chosen);
  }

  // A file chosen while the page was still loading is in the input already: take it as chosen.
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (early) choose(early);
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function upload(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = file ?? input.current?.files?.[0] ?? null;
    if (!chosen) return toast({ ...msg.noFileSelected, variant: "destructive" });
    const body = new FormData();
    body.set("intent", "upload");
    body.set("resume", chosen);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", ENDPOINT);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) setProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      setProgress(null);
      const answer = readReply(xhr.responseText);
      if (xhr.status === 413) return setReply({ result: null, toast: { ...resumeUpload.invalidFile, variant: "destructive" } });
      setReply(answer ?? { result: null, toast: { title: content.uploadFailed, description: msg.uploadFailedFallback, variant: "destructive" } });
      // Stored, or refused for what it is (a refused file is not kept selected either): start afresh.
      if (xhr.status < 300 || (xhr.status >= 400 && xhr.status < 500 && xhr.status !== 401)) {
        setFile(null);
        if (input.current) input.current.value = "";
        if (xhr.status < 300) void revalidator.revalidate();
      }
    };
    xhr.onerror = () => {
      setProgress(null);
      toast({ title: content.uploadFailed, description: msg.connectionInterrupted, variant: "destructive" });
    };
    setProgress(0);
    xhr.send(body);
  }

  const { key: fileKey, ...fileProps } = inputProps(fields.resume, { type: "file", ariaAttributes: true });
  const fileError = fields.resume.errors?.[0];
  const notice = file ? fileSelected(file.name) : null;

  return (
    <section aria-labelledby="resume-title" className="space-y-6">
      <div>
        <h1 id="resume-title" className="text-xl font-semibold text-slate-900">{msg.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{msg.intro}</p>
      </div>

      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="font-medium text-slate-900">{msg.current}</h2>
        {resume ? (
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600" data-testid="current-resume">
              {msg.currentPdf(resume.uploadedAt ? formatDate(resume.uploadedAt) : null)}
            </p>
            <div className="flex gap-2">
              <a href={resume.url} target="_blank" rel="noopener noreferrer" className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50">
                {msg.view}
              </a>
              <button type="button" onClick={() => setConfirmDelete(true)} className="rounded-md border border-red-200 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50">
                {msg.delete}
              </button>
            </div>
          </div>
        ) : (
          <p className="mt-3 text-sm text-slate-600" data-testid="current-resume">
            {msg.none}
          </p>
        )}
      </div>

      <Form
        method="post"
        action={ENDPOINT}
        encType="multipart/form-data"
        {...getFormProps(form)}
        onSubmit={upload}
        className="rounded-xl border-2 border-dashed border-slate-300 bg-white p-6 text-center"
      >
        <input type="hidden" name="intent" value="upload" />
        <label htmlFor={fields.resume.id} className="block cursor-pointer">
          <span className="block font-medium text-slate-900">{resume ? msg.replace : msg.upload}</span>
          <span className="mt-1 block text-sm text-slate-500">{msg.fileRule}</span>
        </label>
        <input
          key={fileKey}
          ref={input}
          {...fileProps}
          accept="application/pdf,.pdf"
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          disabled={busy}
          className="mx-auto mt-4 block text-sm"
        />
        {fileError ? (
          <p id={fields.resume.errorId} role="alert" className="mt-2 text-sm text-red-600">
            {fileError}
          </p>
        ) : notice ? (
          <p role="status" className="mt-2 text-sm text-slate-700" data-testid="file-selected">
            <span className="font-medium">{notice.title}:</span> {notice.description}
          </p>
        ) : null}
        {progress !== null ? (
          <div className="mx-auto mt-4 max-w-sm" role="progressbar" aria-label={msg.uploadProgress} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
            <div className="h-2 overflow-hidden rounded-full bg-slate-200">
              <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${progress}%` }} />
            </div>
            <p className="mt-1 text-xs text-slate-500">{progress}%</p>
          </div>
        ) : null}
        <button type="submit" disabled={busy} className="mt-4 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
          {busy ? msg.uploading : msg.uploadButton}
        </button>
      </Form>

      <ConfirmDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={msg.confirmDeleteTitle}
        description={msg.confirmDeleteText}
        confirm={
          <Form
            method="post"
            action={ENDPOINT}
            {...getFormProps(deleteForm)}
            onSubmit={(event) => {
              deleteForm.onSubmit(event);
              setConfirmDelete(false);
            }}
          >
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className="w-full rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700">
              {msg.delete}
            </button>
          </Form>
        }
      />
    </section>
  );
}
