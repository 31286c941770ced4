import { BlockList, isIP } from 'node:net';

// Addresses a host's URL must never make the server reach (RFC 6890 special-purpose ranges):
// this machine, the private networks around it, the cloud metadata services (169.254.169.254,
// 100.100.100.200, fd00:ec2::254 are inside these) and addresses that are not unicast.
const IPV4_RANGES: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const IPV6_RANGES: readonly (readonly [string, number])[] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: reaches any IPv4 address, private ones too
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo: tunnels to addresses we cannot check
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address we cannot check
  ['fc00::', 7], // unique local (fd00:ec2::254 is AWS's metadata)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const blocked = new BlockList();
for (const [address, prefix] of IPV4_RANGES) blocked.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of IPV6_RANGES) blocked.addSubnet(address, prefix, 'ipv6');

/**
 * Whether the server may connect to this address on a host's behalf: a public unicast one.
 * IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) are judged as the IPv4 address they carry.
 */
export const isPublicAddress = (address: string): boolean => {
  const family = isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
};
