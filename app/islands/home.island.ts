// The home page's island (docs/decisions/031): statistics count-up and carousel buttons.
import { homeBehaviors } from "~/features/home/components/home-behaviors";

homeBehaviors();
