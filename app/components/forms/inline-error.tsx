/**
 * One error message beside a field or a small form, announced at once (role="alert"); nothing when there is none.
 * `wide` makes it take a line of its own in a row of controls.
 */
export function InlineError({ id, message, wide = false, testId }: { id?: string; message: string | null | undefined; wide?: boolean; testId?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={wide ? "w-full text-sm text-red-600" : "mt-1 text-sm text-red-600"} data-testid={testId}>
      {message}
    </p>
  );
}
