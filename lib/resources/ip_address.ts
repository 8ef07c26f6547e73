/**
 * Which IP addresses a render may connect to when a host is not listed explicitly: only
 * globally reachable unicast ones. Loopback, private, link-local, unique-local, shared (CGNAT),
 * multicast, reserved and documentation ranges are refused (IANA special-purpose address
 * registries, RFC 6890), and so are IPv6 forms that carry an IPv4 address (mapped, compatible,
 * NAT64, 6to4, Teredo) unless the IPv4 address inside is itself public — so a server cannot
 * be made to reach into its own network.
 */

/** The four bytes of a dotted-quad IPv4 address, or null. */
export function parseIpv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
  return bytes.every((b) => b <= 255) ? bytes : null;
}

/** The sixteen bytes of an IPv6 address (RFC 4291 §2.2 text forms), or null. */
export function parseIpv6(text: string): number[] | null {
  let address = text.replace(/^\[|\]$/g, "");
  // A zone index (fe80::1%eth0) names a local interface: only link-local addresses have one.
  if (address.includes("%")) address = address.slice(0, address.indexOf("%"));
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const groups = (part: string): number[] | null => {
    if (part === "") return [];
    const out: number[] = [];
    const pieces = part.split(":");
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i];
      if (i === pieces.length - 1 && piece.includes(".")) {
        const v4 = parseIpv4(piece);
        if (!v4) return null;
        out.push((v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]);
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
        out.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return out;
  };
  const head = groups(halves[0]);
  const tail = halves.length === 2 ? groups(halves[1]) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const words = [...head, ...new Array(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return words.flatMap((w) => [w >> 8, w & 0xff]);
}

/** Whether `bytes` starts with the `bits`-bit prefix written as `prefix`'s bytes. */
function inPrefix(bytes: number[], prefix: number[], bits: number): boolean {
  for (let i = 0; i < bits; i += 8) {
    const take = Math.min(8, bits - i);
    const mask = (0xff << (8 - take)) & 0xff;
    if ((bytes[i / 8] & mask) !== (prefix[i / 8] & mask)) return false;
  }
  return true;
}

/** IPv4 ranges that are not globally reachable unicast (RFC 6890 and successors). */
const IPV4_REFUSED: [number[], number][] = [
  [[0, 0, 0, 0], 8], // "this network"
  [[10, 0, 0, 0], 8], // private
  [[100, 64, 0, 0], 10], // shared address space (CGNAT)
  [[127, 0, 0, 0], 8], // loopback
  [[169, 254, 0, 0], 16], // link-local, cloud metadata services
  [[172, 16, 0, 0], 12], // private
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2, 0], 24], // documentation
  [[192, 88, 99, 0], 24], // 6to4 relay anycast
  [[192, 168, 0, 0], 16], // private
  [[198, 18, 0, 0], 15], // benchmarking
  [[198, 51, 100, 0], 24], // documentation
  [[203, 0, 113, 0], 24], // documentation
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, broadcast
];

const IPV6_REFUSED: [number[], number][] = [
  [[0xfc], 7], // unique local
  [[0xfe, 0x80], 10], // link-local
  [[0xfe, 0xc0], 10], // site-local (deprecated)
  [[0xff], 8], // multicast
  [[0x01, 0x00, 0, 0, 0, 0, 0, 0], 64], // discard-only
  [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation
  [[0x20, 0x01, 0, 0], 32], // Teredo: a tunnel whose far end cannot be checked
];

/** IPv6 prefixes that carry an IPv4 address, and the byte where it starts. */
const IPV4_CARRIERS: [number[], number, number][] = [
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96, 12], // IPv4-mapped
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 96, 12], // IPv4-compatible (and :: and ::1)
  [[0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96, 12], // NAT64 well-known prefix
  [[0x20, 0x02], 16, 2], // 6to4
];

function publicIpv4(bytes: number[]): boolean {
  return !IPV4_REFUSED.some(([prefix, bits]) => inPrefix(bytes, prefix, bits));
}

function publicIpv6(bytes: number[]): boolean {
  if (IPV6_REFUSED.some(([prefix, bits]) => inPrefix(bytes, prefix, bits))) return false;
  for (const [prefix, bits, at] of IPV4_CARRIERS) {
    if (inPrefix(bytes, prefix, bits)) return publicIpv4(bytes.slice(at, at + 4));
  }
  return true;
}

/** Whether `address` (IPv4 or IPv6 text) is globally reachable unicast; false if unparsable. */
export function isPublicAddress(address: string): boolean {
  const v4 = parseIpv4(address);
  if (v4) return publicIpv4(v4);
  const v6 = parseIpv6(address);
  return v6 !== null && publicIpv6(v6);
}

/** Whether `host` is an IP literal rather than a name (an IPv6 one with or without brackets). */
export function isIpLiteral(host: string): boolean {
  return parseIpv4(host) !== null || parseIpv6(host) !== null;
}
