import type { ReactNode } from "react";
import { Link, type LinkProps } from "react-router";

/**
 * The site's button looks, for links that read as a button and for real buttons beside them: `primary` and
 * `secondary` sit in forms and dialogs, `wide` fills the card of the sign-in pages.
 */
export const BUTTON_LOOKS = {
  primary: "rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700",
  secondary: "rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50",
  wide: "flex w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700",
} as const;

export type ButtonLook = keyof typeof BUTTON_LOOKS;

/** A link that looks like a button: it still navigates (and works before JavaScript loads). */
export function LinkButton({ look = "primary", children, ...link }: { look?: ButtonLook; children: ReactNode } & Omit<LinkProps, "className">) {
  return (
    <Link {...link} className={BUTTON_LOOKS[look]}>
      {children}
    </Link>
  );
}
