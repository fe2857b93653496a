import type { ComponentProps } from "react";
import { Link } from "react-router";

/**
 * A header link: React Router's Link on a hydrated page (`routed`, navigates without a reload), a plain anchor when the
 * header is rendered apart from the page for MarkupOnce (no router context; the page never hydrates).
 */
export function HeaderLink({ routed, to, ...props }: ComponentProps<"a"> & { routed: boolean; to: string }) {
  return routed ? <Link to={to} {...props} /> : <a {...props} href={to} />;
}
