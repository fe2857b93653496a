// The /jobs page's island (docs/decisions/031): instant filters, search and paging over the plain GET form.
import { jobsBehaviors } from "~/features/jobs/components/jobs-behaviors";

jobsBehaviors();
