import assert from "node:assert/strict";
import { isPublicAddress, parseIpv6 } from "./ip_address.ts";

Deno.test("IPv6 text forms parse to sixteen bytes", () => {
  assert.deepEqual(parseIpv6("::1"), [...new Array(15).fill(0), 1]);
  assert.deepEqual(parseIpv6("[::ffff:10.0.0.1]")!.slice(10), [0xff, 0xff, 10, 0, 0, 1]);
  assert.deepEqual(parseIpv6("2001:db8::8:800:200c:417a")!.slice(0, 4), [0x20, 0x01, 0x0d, 0xb8]);
  assert.equal(parseIpv6("1::2::3"), null);
  assert.equal(parseIpv6("1:2:3:4:5:6:7:8:9"), null);
  assert.equal(parseIpv6("12345::"), null);
  assert.equal(parseIpv6("example.com"), null);
});

Deno.test("only globally reachable unicast addresses are public", () => {
  const refused = [
    "127.0.0.1",
    "127.255.0.9",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254", // cloud metadata
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "fe80::1",
    "fe80::1%eth0",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "::ffff:7f00:1", // IPv4-mapped loopback written in hex
    "::127.0.0.1",
    "64:ff9b::192.168.0.1",
    "2002:c0a8:0101::1", // 6to4 of 192.168.1.1
    "2001:db8::1",
    "2001:0:4136:e378::1", // Teredo
    "not an address",
  ];
  for (const address of refused) assert.equal(isPublicAddress(address), false, address);
  const allowed = [
    "93.184.216.34",
    "8.8.8.8",
    "172.32.0.1",
    "192.169.0.1",
    "2606:4700::6810:84e5",
    "::ffff:8.8.8.8",
    "64:ff9b::8.8.8.8",
    "2002:0808:0808::1",
  ];
  for (const address of allowed) assert.equal(isPublicAddress(address), true, address);
});
