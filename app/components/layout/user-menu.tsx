import { useCallback, useRef, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { firstWord } from "~/lib/format";
import { siteLayout } from "~/lib/messages";
import { useDismiss } from "./use-dismiss";
import { Icon } from "~/components/ui/icon";

/** Signed-in header control (spec 2.2): first word of the profile name, or Account; Dashboard and Logout. */
export function UserMenu({ name, avatarUrl, light }: { name: string | null; avatarUrl: string | null; light: boolean }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const [locationKey, setLocationKey] = useState(location.key);
  if (locationKey !== location.key) {
    setLocationKey(location.key);
    setOpen(false);
  }
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, containerRef, buttonRef);
  const label = firstWord(name) ?? siteLayout.account;

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="user-menu"
        onClick={() => setOpen((v) => !v)}
        className={`flex items-center gap-2 rounded-full py-1 pl-1 pr-3 text-sm font-semibold ring-1 ${
          light ? "text-white ring-white/40 hover:bg-white/10" : "text-slate-800 ring-slate-200 hover:bg-slate-50"
        }`}
      >
        {avatarUrl ? (
          <img src={avatarUrl} alt="" className="h-8 w-8 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-white">
            {label.charAt(0).toUpperCase()}
          </span>
        )}
        {label}
        <Icon name="chevron-down" className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      {open && (
        <div id="user-menu" className="absolute right-0 mt-2 w-48 overflow-hidden rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200">
          <Link to="/dashboard" className="block px-4 py-2 text-sm text-slate-700 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:-outline-offset-2">
            {siteLayout.dashboard}
          </Link>
          <Form method="post" action="/logout" onSubmit={close}>
            <button type="submit" className="block w-full px-4 py-2 text-left text-sm text-red-700 hover:bg-red-50 focus-visible:bg-red-50 focus-visible:-outline-offset-2">
              {siteLayout.logout}
            </button>
          </Form>
        </div>
      )}
    </div>
  );
}
