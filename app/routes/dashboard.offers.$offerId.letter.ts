import type { Route } from "./+types/dashboard.offers.$offerId.letter";
import { readOfferLetter } from "~/features/applications/offers/offers.server";
import { parseId } from "~/lib/ids";
import { orNotFound, orStatusPage } from "~/server-lib/route-errors.server";
import { requireViewer } from "~/services/auth/session.server";

/** An offer's PDF letter: only for the doctor whose offer it is and the job's team; never cached by others. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { actor } = await requireViewer(request);
  const offerId = orNotFound(parseId(params.offerId));
  const letter = orNotFound(await orStatusPage(() => readOfferLetter({ actor, offerId })));
  return new Response(letter.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="offer-letter-${offerId}.pdf"`,
      "Content-Security-Policy": "sandbox",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
