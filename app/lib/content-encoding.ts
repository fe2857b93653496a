// Which compressed form of a response a client takes, from its Accept-Encoding (RFC 9110, section 12.5.3).

export type Encoding = "br" | "gzip" | "deflate";

/** What a response may be sent as: every encoding by default, or only those a stored body exists in. */
const EVERY_ENCODING: readonly Encoding[] = ["br", "gzip", "deflate"];

/**
 * The encoding Accept-Encoding asks for among `offered` (null for none, or q=0): the highest q, and at equal q the
 * first offered (Brotli, then gzip, then deflate); `*` stands for any encoding not named.
 */
export function chooseEncoding<E extends Encoding = Encoding>(
  acceptEncoding: string | null | undefined,
  offered: readonly E[] = EVERY_ENCODING as readonly E[],
): E | null {
  if (!acceptEncoding) return null;
  const q: Record<string, number> = {};
  for (const part of acceptEncoding.split(",")) {
    const [rawName, ...params] = part.split(";");
    const name = rawName!.trim().toLowerCase();
    if (!name) continue;
    const qParam = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q[name] = Number.isFinite(value) ? value : 0;
  }
  let best: E | null = null;
  let bestWeight = 0;
  for (const encoding of offered) {
    const weight = q[encoding] ?? q["*"] ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
