import net from "node:net";

// Who may read /metrics without a token: callers whose address is in the configured networks (METRICS_ALLOW).

/** Loopback only: the machine itself (a Prometheus agent or a curl on the host). */
export const DEFAULT_METRICS_ALLOW = "127.0.0.0/8,::1/128";

/** A list of CIDR networks ("10.0.0.0/8, 192.168.1.7, ::1/128"); throws on anything that is not one. */
export function parseNetworks(list: string): net.BlockList {
  const networks = new net.BlockList();
  for (const raw of list.split(",").map((s) => s.trim()).filter(Boolean)) {
    const [address, bits] = raw.split("/") as [string, string | undefined];
    const family = net.isIP(address);
    if (family === 0) throw new Error(`not an IP network: ${raw}`);
    const type = family === 4 ? "ipv4" : "ipv6";
    const max = family === 4 ? 32 : 128;
    const prefix = bits === undefined ? max : Number(bits);
    if (!/^\d{1,3}$/.test(bits ?? String(max)) || prefix > max) throw new Error(`not an IP network: ${raw}`);
    networks.addSubnet(address, prefix, type);
  }
  return networks;
}

/** Whether `address` (as a socket reports it; IPv4-mapped IPv6 taken as IPv4) is in one of the networks. */
export function inNetworks(networks: net.BlockList, address: string | null | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const plain = mapped ? mapped[1]! : address;
  const family = net.isIP(plain);
  if (family === 0) return false;
  return networks.check(plain, family === 4 ? "ipv4" : "ipv6");
}
