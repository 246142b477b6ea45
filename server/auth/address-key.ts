// The address a login attempt is counted against. IPv4: the address itself. IPv6: its /64 prefix,
// the block one subscriber (a phone, a home) is handed: counting single IPv6 addresses would give
// an attacker 2^64 fresh "addresses" to spread guesses over.

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): string[] | undefined {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '').toLowerCase(); // brackets, zone id
  if (!/^[0-9a-f:.]+$/.test(bare) || bare.split('::').length > 2) return undefined;
  const [head = '', tail] = bare.split('::');
  const split = (part: string) => (part === '' ? [] : part.split(':'));
  const left = split(head);
  const right = tail === undefined ? [] : split(tail);
  // An embedded IPv4 tail (::ffff:1.2.3.4) takes two groups.
  const last = (tail === undefined ? left : right).at(-1) ?? '';
  const v4 = last.includes('.') ? 1 : 0;
  const missing = 8 - left.length - right.length - v4;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return groups.every((g) => g.includes('.') || /^[0-9a-f]{1,4}$/.test(g)) ? groups : undefined;
}

export function addressKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip.slice(0, 64);
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
