import assert from "node:assert/strict";
import { ConfigError } from "./config_error.ts";
import { hostForUrl, parseListenUrls } from "./listen.ts";

const sockets = (value: string) =>
  parseListenUrls(value).map((a) => `${a.hostname} ${a.port}${a.optional ? " optional" : ""}`);

Deno.test("+ and * listen on every IPv4 interface", () => {
  assert.deepEqual(sockets("http://+:8080"), ["0.0.0.0 8080"]);
  assert.deepEqual(sockets("http://*:9000/"), ["0.0.0.0 9000"]);
  assert.deepEqual(sockets("http://0.0.0.0:9000"), ["0.0.0.0 9000"]);
});

Deno.test("localhost binds 127.0.0.1 and, when possible, ::1", () => {
  assert.deepEqual(sockets("http://localhost:5000"), ["127.0.0.1 5000", "::1 5000 optional"]);
  assert.deepEqual(sockets("http://LocalHost:0"), ["127.0.0.1 0"]);
});

Deno.test("IP literals, default port 80, several URLs separated by ;", () => {
  assert.deepEqual(sockets("http://127.0.0.1:5001"), ["127.0.0.1 5001"]);
  assert.deepEqual(sockets("http://[::1]:5002"), ["::1 5002"]);
  assert.deepEqual(sockets("http://10.1.2.3"), ["10.1.2.3 80"]);
  assert.deepEqual(sockets(" http://127.0.0.1:1 ; http://[::1]:2;"), ["127.0.0.1 1", "::1 2"]);
  assert.deepEqual(sockets("http://+:8080;http://*:8080"), ["0.0.0.0 8080"]);
});

Deno.test("host names other than localhost mean every interface, as in Kestrel", () => {
  assert.deepEqual(sockets("http://example.com:8080"), ["0.0.0.0 8080"]);
});

Deno.test("https, other schemes, paths and bad addresses are configuration errors", () => {
  const fails = (value: string, pattern: RegExp) =>
    assert.throws(() => parseListenUrls(value), (e) => {
      assert.ok(e instanceof ConfigError);
      assert.match(e.message, pattern);
      assert.doesNotMatch(e.message, /\n/);
      return true;
    });
  fails("https://+:8443", /HTTPS is not supported.*reverse proxy/);
  fails("http://+:8080;https://+:8443", /HTTPS is not supported/);
  fails("ftp://+:21", /Unsupported scheme/);
  fails("http://+:8080/base", /without a path/);
  fails("http://+:99999", /Invalid port/);
  fails("http://300.1.1.1:80", /Invalid IPv4/);
  fails("http://[zz]:80", /Invalid IPv6/);
  fails("8080", /Invalid URL/);
  fails(" ; ", /empty/);
});

Deno.test("hostForUrl brackets IPv6 addresses", () => {
  assert.equal(hostForUrl("::1"), "[::1]");
  assert.equal(hostForUrl("127.0.0.1"), "127.0.0.1");
});
