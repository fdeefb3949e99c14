import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** Words for the ranges ipaddr.js names, as a refusal shows them. */
const RANGE_NAMES: Record<string, string> = {
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  linkLocal: 'link-local',
  loopback: 'loopback',
  carrierGradeNat: 'carrier-grade NAT (100.64.0.0/10)',
  private: 'private',
  reserved: 'reserved',
  uniqueLocal: 'unique-local (fc00::/7)',
  rfc6052: 'NAT64 (64:ff9b::/96)',
  rfc6145: 'IPv4-translated (::ffff:0:0:0/96)',
  '6to4': '6to4 (2002::/16)',
  teredo: 'Teredo (2001::/32)',
};

// IPv4-compatible IPv6 (::a.b.c.d, deprecated by RFC 4291): ipaddr.js calls it unicast, yet it embeds an IPv4 address.
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/** Which addresses outbound requests may reach: public unicast ones, and any the operator allowed. */
export class AddressPolicy {
  private readonly allowed: [Address, number][];

  constructor(allow: readonly string[]) {
    this.allowed = allow.map((cidr) => ipaddr.parseCIDR(cidr));
  }

  /**
   * Why `address` (an IP literal) may not be reached, e.g. "loopback", or null when it may. An
   * IPv4-mapped IPv6 address is judged by the IPv4 address it embeds.
   */
  refusal(address: string): string | null {
    const parsed = ipaddr.process(address);
    if (this.allowed.some(([network, bits]) => parsed.kind() === network.kind() && parsed.match(network, bits))) return null;
    const range = parsed.range();
    if (range !== 'unicast') return RANGE_NAMES[range] ?? range;
    return parsed.kind() === 'ipv6' && parsed.match(IPV4_COMPATIBLE) ? 'IPv4-compatible IPv6 (::/96)' : null;
  }
}

/**
 * The refusal of an IP literal the URL names, as a failure's detail: the address, its class, and
 * how an operator can allow it. The caller wrote the address, so naming it discloses nothing.
 */
export function refusalDetail(address: string, reason: string): string {
  const canonical = ipaddr.process(address);
  const range = `${canonical.toString()}/${canonical.kind() === 'ipv4' ? 32 : 128}`;
  return (
    `The URL resolves to ${address}, a ${reason} address, which outbound requests may not reach; ` +
    `a server operator can allow it by adding its range to PROCTOR_OUTBOUND_ALLOW (e.g. ${range})`
  );
}

/**
 * The refusal of a host name, as a failure's detail: the host alone, and the same words whether
 * the name resolved only to internal addresses or did not resolve at all. Which of the two, and the
 * addresses, are for the server log only: a refusal is free, and a difference between the two
 * answers would let a caller map the server's internal DNS (which names exist inside).
 */
export function hostRefusalDetail(hostname: string): string {
  return (
    `The host ${hostname} is not an allowed destination: outbound requests reach only host names that resolve to public addresses; ` +
    'a server operator can allow chosen ranges with PROCTOR_OUTBOUND_ALLOW'
  );
}
