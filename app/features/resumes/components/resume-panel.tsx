import { useRef, useState } from "react";
import { Form, useRevalidator } from "react-router";
import { ConfirmDialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { RESUME_MAX_BYTES } from "~/lib/constants";
import { fileSelected, resume as msg, content, type ToastMessage } from "~/lib/messages";
import { formatLongDate } from "~/lib/format";

type ResumeInfo = { url: string; uploadedAt: string | Date | null } | null;

const ENDPOINT = "/account/resume";

/** Spec 2.8 Resume tab: the current resume (View, Delete) and an upload area that takes a PDF. */
export function ResumePanel({ resume }: { resume: ResumeInfo }) {
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const busy = progress !== null;

  function onChoose(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return setFile(null);
    // A first check in the browser; the server checks the content again (the %PDF- signature).
    if (chosen.size > RESUME_MAX_BYTES || !(chosen.type === "application/pdf" || chosen.name.toLowerCase().endsWith(".pdf"))) {
      toast({ ...msg.invalidFile, variant: "destructive" });
      event.target.value = "";
      return setFile(null);
    }
    setFile(chosen);
    toast(fileSelected(chosen.name));
  }

  function upload(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return toast({ ...msg.noFileSelected, variant: "destructive" });
    const body = new FormData();
    body.set("intent", "upload");
    body.set("resume", file);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", ENDPOINT);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) setProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      setProgress(null);
      let answer: { ok?: boolean; toast?: ToastMessage } = {};
      try {
        answer = JSON.parse(xhr.responseText) as typeof answer;
      } catch {
        // A 413 from the server's body limit is plain text.
      }
      if (xhr.status === 413) return toast({ ...msg.invalidFile, variant: "destructive" });
      toast(answer.toast ?? { title: content.uploadFailed, description: msg.uploadFailedFallback, variant: "destructive" });
      if (answer.ok) {
        setFile(null);
        if (input.current) input.current.value = "";
        void revalidator.revalidate();
      }
    };
    xhr.onerror = () => {
      setProgress(null);
      toast({ title: content.uploadFailed, description: "The connection was interrupted. Your file is still selected; please try again.", variant: "destructive" });
    };
    setProgress(0);
    xhr.send(body);
  }

  return (
    <section aria-labelledby="resume-title" className="space-y-6">
      <div>
        <h1 id="resume-title" className="text-xl font-semibold text-slate-900">Resume</h1>
        <p className="mt-1 text-sm text-slate-600">Employers on DocHire see this resume when you apply and in the doctor directory.</p>
      </div>

      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="font-medium text-slate-900">Current resume</h2>
        {resume ? (
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600" data-testid="current-resume">
              PDF resume{resume.uploadedAt ? `, uploaded ${formatLongDate(resume.uploadedAt)}` : ""}
            </p>
            <div className="flex gap-2">
              <a href={resume.url} target="_blank" rel="noopener noreferrer" className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50">
                View
              </a>
              <button type="button" onClick={() => setConfirmDelete(true)} className="rounded-md border border-red-200 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50">
                Delete
              </button>
            </div>
          </div>
        ) : (
          <p className="mt-3 text-sm text-slate-600" data-testid="current-resume">
            You have not uploaded a resume yet.
          </p>
        )}
      </div>

      <Form method="post" action={ENDPOINT} encType="multipart/form-data" onSubmit={upload} className="rounded-xl border-2 border-dashed border-slate-300 bg-white p-6 text-center">
        <input type="hidden" name="intent" value="upload" />
        <label htmlFor="resume-file" className="block cursor-pointer">
          <span className="block font-medium text-slate-900">{resume ? "Replace your resume" : "Upload your resume"}</span>
          <span className="mt-1 block text-sm text-slate-500">PDF only, up to 5 MB</span>
        </label>
        <input
          ref={input}
          id="resume-file"
          name="resume"
          type="file"
          accept="application/pdf,.pdf"
          onChange={onChoose}
          disabled={busy}
          className="mx-auto mt-4 block text-sm"
        />
        {progress !== null ? (
          <div className="mx-auto mt-4 max-w-sm" role="progressbar" aria-label="Upload progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
            <div className="h-2 overflow-hidden rounded-full bg-slate-200">
              <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${progress}%` }} />
            </div>
            <p className="mt-1 text-xs text-slate-500">{progress}%</p>
          </div>
        ) : null}
        <button type="submit" disabled={busy} className="mt-4 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
          {busy ? "Uploading..." : "Upload Resume"}
        </button>
      </Form>

      <ConfirmDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title="Delete your resume?"
        description="Employers will no longer see it. You can upload a new one at any time."
        confirm={
          <Form method="post" action={ENDPOINT} onSubmit={() => setConfirmDelete(false)}>
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className="w-full rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700">
              Delete
            </button>
          </Form>
        }
      />
    </section>
  );
}
