import { Link } from "react-router";
import type { NextStep } from "~/lib/errors";

const PRIMARY = "rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700";
const SECONDARY = "rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-700 hover:bg-slate-50";

/**
 * The buttons under a refusal: the step that fixes it when there is one (the main button), and the way back, which is
 * the main button when there is no step.
 */
export function RefusalActions({ next, back }: { next: NextStep | null; back: NextStep }) {
  return (
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      {next ? (
        <Link to={next.href} className={PRIMARY} data-testid="refusal-next">
          {next.label}
        </Link>
      ) : null}
      <Link to={back.href} className={next ? SECONDARY : PRIMARY}>
        {back.label}
      </Link>
    </div>
  );
}
