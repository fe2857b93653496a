// The home page's island (docs/decisions/031): statistics count-up, carousel buttons and the job search's keyword
// suggestions.
import { homeBehaviors } from "~/features/home/components/home-behaviors";
import { suggestBehaviors } from "~/features/jobs/components/suggest-behaviors";

homeBehaviors();
suggestBehaviors();
