
/** The wordmark, linking home (a document page, so a plain page load): a cross-in-a-badge mark and the brand name from site settings. Light inside a clear header too. */
export function BrandLogo({ brand, light = false }: { brand: string; light?: boolean }) {
  return (
    <a href="/" className="flex items-center gap-2 rounded-md" aria-label={`${brand} home`}>
      <svg viewBox="0 0 32 32" className="h-9 w-9 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="9" className={light ? "fill-white" : "fill-brand-600 header-light:fill-white"} />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" className={light ? "fill-brand-700" : "fill-white header-light:fill-brand-700"} />
      </svg>
      <span className={`text-xl font-extrabold tracking-tight ${light ? "text-white" : "text-slate-900 header-light:text-white"}`}>{brand}</span>
    </a>
  );
}
