// The sign-in and password pages' island (docs/decisions/031): the form is checked with its schema's messages
// before it is sent (FormChecks), and its button shows progress.
import { formBehaviors } from "~/components/forms/form-behaviors";

formBehaviors();
