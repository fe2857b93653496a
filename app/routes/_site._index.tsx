import type { Route } from "./+types/_site._index";
import { pages } from "~/lib/messages";

export const meta: Route.MetaFunction = () => [{ title: "DocHire" }];

export default function Home() {
  return (
    <main>
      <h1 className="text-3xl font-bold">{pages.heroTitle}</h1>
    </main>
  );
}
