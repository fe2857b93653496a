// The /jobs page's island (docs/decisions/031): instant filters, search and paging over the plain GET form, keyword
// suggestions while typing, and Save on the result cards in the background.
import { jobsBehaviors } from "~/features/jobs/components/jobs-behaviors";
import { suggestBehaviors } from "~/features/jobs/components/suggest-behaviors";
import { saveBehaviors } from "~/features/saved-jobs/components/save-behaviors";

jobsBehaviors();
suggestBehaviors();
saveBehaviors();
