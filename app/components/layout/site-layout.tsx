import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useRootData } from "~/root";

export function SiteLayout({ children }: { children: ReactNode }) {
  const { site } = useRootData();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-40 bg-white shadow">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-3">
          <Link to="/" className="text-xl font-bold text-brand-700">{site.brand}</Link>
        </div>
      </header>
      <div className={pathname === "/" ? "flex-1" : "flex-1 pt-6"}>{children}</div>
      <footer className="bg-slate-900 py-8 text-slate-300">
        <div className="mx-auto max-w-7xl px-4">© {new Date().getFullYear()} {site.brand}</div>
      </footer>
    </div>
  );
}
