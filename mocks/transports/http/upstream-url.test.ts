import { describe, expect, it } from "vitest";
import { upstreamUrl } from "./upstream-url.ts";

describe("the upstream URL of a request target", () => {
  const upstream = new URL("https://gw.example.com/base/");

  it("is the upstream's origin and base path, then the target", () => {
    expect(upstreamUrl(upstream, "/api/users?page=2")?.href).toBe("https://gw.example.com/base/api/users?page=2");
    expect(upstreamUrl(new URL("http://127.0.0.1:4010"), "/x")?.href).toBe("http://127.0.0.1:4010/x");
  });

  it("keeps a target that looks like another host a path of the upstream", () => {
    expect(upstreamUrl(upstream, "//other.example/x")?.href).toBe("https://gw.example.com/base//other.example/x");
  });

  it("is none for a target that names no path: asterisk-form, absolute-form, missing", () => {
    for (const target of ["*", "http://evil.example/x", "https://127.0.0.1:1/", "", undefined]) expect(upstreamUrl(upstream, target), String(target)).toBeUndefined();
  });
});
