import { REJECTION_REASONS } from "../messages";

/** The reasons a rejection may give, after a blank first choice (the select is required). */
export function RejectionReasonOptions() {
  return (
    <>
      <option value="" disabled>
        —
      </option>
      {REJECTION_REASONS.map((r) => (
        <option key={r} value={r}>
          {r}
        </option>
      ))}
    </>
  );
}
