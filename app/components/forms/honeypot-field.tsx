/**
 * A field people never see or reach (off screen, hidden from assistive technology, out of the tab order): a robot that
 * fills every field gives itself away here. The action treats a filled one as spam without saying so.
 */
export function HoneypotField({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name={name} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
