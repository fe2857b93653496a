// The public doctor directory's island (docs/decisions/031): the cards' toasts and the admin's delete confirmation.
import { directoryBehaviors } from "~/features/directory/components/directory-behaviors";

directoryBehaviors();
