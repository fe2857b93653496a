// Why a delivery failed, as the Webhooks tab shows it beside the delivery (stored with the attempt). Client-safe, so
// tests through the browser read the same texts.
import type { OutboundRefused } from "~/services/outbound/outbound-request.server";

/** A try without an answer in this time fails. */
export const DELIVERY_TIMEOUT_MS = 10_000;

export const deliveryFailureTexts: Record<OutboundRefused["reason"], string> = {
  address: "refused: the address is not a public one",
  scheme: "refused: only http and https",
  timeout: `no answer within ${DELIVERY_TIMEOUT_MS / 1000} s`,
  too_large: "the answer was too large",
  redirects: "too many redirects",
  network: "could not connect",
};
