import { useEffect, useId, useRef, type ReactNode } from "react";
import { dialogTexts } from "~/lib/messages";
import { BUTTON_LOOKS } from "~/components/ui/link-button";

// Modal dialogs on the native <dialog> element: showModal() gives the focus trap, Escape to close, the inert
// background and aria-modal semantics without a dialog library in the bundle.

export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  size = "md",
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  size?: "sm" | "md" | "lg";
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const width = size === "sm" ? "max-w-md" : size === "lg" ? "max-w-2xl" : "max-w-lg";
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (e.target === ref.current) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${width} rounded-xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/50`}
    >
      {open ? (
        <div className="p-6">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description ? (
            <div id={descId} className="mt-2 text-sm text-slate-600">
              {description}
            </div>
          ) : null}
          <div className="mt-4">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}

/** A yes/no confirmation whose confirm button submits whatever `confirm` renders (usually a <Form>). */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  confirm,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  confirm: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description} size="sm">
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={BUTTON_LOOKS.secondary}>
          {dialogTexts.cancel}
        </button>
        {confirm}
      </div>
    </Dialog>
  );
}
