import type { Route } from "./+types/feeds.jobs[.]xml";
import { jobsFeed } from "~/features/jobs/feeds/jobs-xml-feed.server";

// Every open job in the XML shape job aggregators (Indeed, Jooble) read; kept until a job changes.
export async function loader({ request }: Route.LoaderArgs) {
  return jobsFeed(request);
}
