// The registration page's island (docs/decisions/031): account-type tabs that switch in place, the form checked
// with its schema's messages before it is sent, progress on the button.
import { formBehaviors } from "~/components/forms/form-behaviors";
import { registerBehaviors } from "~/features/accounts/components/register-behaviors";

registerBehaviors();
formBehaviors();
