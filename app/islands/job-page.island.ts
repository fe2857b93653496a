// The job page's island (docs/decisions/031): Apply Now shows the form, the resume is checked before it is
// uploaded, the submit button shows progress, and Save works in the background.
import { formBehaviors } from "~/components/forms/form-behaviors";
import { applyBehaviors } from "~/features/applications/components/apply-behaviors";
import { saveBehaviors } from "~/features/saved-jobs/components/save-behaviors";

applyBehaviors();
formBehaviors();
saveBehaviors();
