import { data } from "react-router";
import type { Route } from "./+types/_site.$";
import { NotFound } from "~/components/layout/not-found";
import { pages } from "~/lib/messages";
import { documentPage, loadAsDocument } from "~/lib/islands";

// A document page (decision 031): the not-found page needs only the layout's island.
export const handle = documentPage();
export const clientLoader = loadAsDocument;

// Any path no other route claims: the spec's not-found page, with a real 404 status.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${pages.notFoundTitle} | ${matches[0]?.loaderData?.site.brand ?? "DocHire"}` },
  { name: "robots", content: "noindex" },
];

export default function CatchAll() {
  return <NotFound />;
}
