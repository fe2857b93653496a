import { PROFILE_SPECIALIZATIONS } from "~/lib/constants";

/** The <option>s of every "Medical Specialization" select (sign-up, profile, the admin's doctor form). */
export function SpecializationOptions({ placeholder }: { placeholder: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {PROFILE_SPECIALIZATIONS.map((s) => (
        <option key={s} value={s}>
          {s}
        </option>
      ))}
    </>
  );
}
