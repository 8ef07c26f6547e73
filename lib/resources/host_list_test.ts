import assert from "node:assert/strict";
import { InputError } from "../errors.ts";
import { normalizeHostList, parseHostList } from "./host_list.ts";

Deno.test("allowed hosts are compared as URLs spell them", () => {
  assert.deepEqual(
    parseHostList(
      " CDN.Example.com,intranet.local  [::1] 10.0.0.5 example.org. ",
      "FETCH_ALLOWED_HOSTS",
    ),
    ["cdn.example.com", "intranet.local", "::1", "10.0.0.5", "example.org"],
  );
  assert.deepEqual(parseHostList("", "FETCH_ALLOWED_HOSTS"), []);
});

Deno.test("an entry that is not a bare host is an error naming it", () => {
  for (
    const entry of ["https://example.com", "example.com:8080", "example.com/x", "*.example.com"]
  ) {
    assert.throws(
      () => normalizeHostList([entry], "--allow-host"),
      (e) =>
        e instanceof InputError && e.message.includes(`"${entry}"`) &&
        e.message.includes("--allow-host"),
      entry,
    );
  }
});
