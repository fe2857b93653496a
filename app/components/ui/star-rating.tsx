import { RATING_MAX } from "~/lib/constants";

/** Read-only stars. */
export function Stars({ rating, size = "h-4 w-4" }: { rating: number; size?: string }) {
  return (
    <span className="inline-flex text-amber-400" role="img" aria-label={`${rating} out of ${RATING_MAX} stars`}>
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <svg key={i} aria-hidden="true" viewBox="0 0 20 20" className={`${size} ${i < rating ? "fill-current" : "fill-slate-200"}`}>
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  );
}

/** A 1-5 star picker: radio buttons, so it works with the keyboard and without JavaScript. */
export function StarPicker({ name, defaultValue }: { name: string; defaultValue: number }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">Rating</legend>
      <div className="mt-1 flex flex-row-reverse justify-end gap-1 [&>input:checked~label]:text-amber-400 [&>label:hover]:text-amber-400 [&>label:hover~label]:text-amber-400">
        {Array.from({ length: RATING_MAX }, (_, i) => RATING_MAX - i).map((value) => (
          <Star key={value} name={name} value={value} defaultChecked={value === defaultValue} />
        ))}
      </div>
    </fieldset>
  );
}

function Star({ name, value, defaultChecked }: { name: string; value: number; defaultChecked: boolean }) {
  const id = `${name}-${value}`;
  return (
    <>
      <input type="radio" id={id} name={name} value={value} defaultChecked={defaultChecked} className="peer sr-only" />
      <label htmlFor={id} className="cursor-pointer text-slate-300 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500">
        <span className="sr-only">{value} {value === 1 ? "star" : "stars"}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-7 w-7 fill-current">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      </label>
    </>
  );
}
