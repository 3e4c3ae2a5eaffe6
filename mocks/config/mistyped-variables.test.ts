import { describe, expect, it } from "vitest";
import { mistypedSettingVariables } from "./config.ts";

describe("variables one slip from a setting without the MOCK_ prefix", () => {
  it.each([
    [{ PROT: "4015" }, "PROT is not a setting of the mock (did you mean PORT?); it is ignored"],
    [{ LOG_LEVLE: "debug" }, "LOG_LEVLE is not a setting of the mock (did you mean LOG_LEVEL?); it is ignored"],
    [{ LOGLEVEL: "debug" }, "LOGLEVEL is not a setting of the mock (did you mean LOG_LEVEL?); it is ignored"],
    [{ port: "4015" }, "port is not a setting of the mock (did you mean PORT?); it is ignored"],
    [{ HSOT: "0.0.0.0" }, "HSOT is not a setting of the mock (did you mean HOST?); it is ignored"],
  ])("are named, with the setting meant: %o", (env, line) => {
    expect(mistypedSettingVariables(env)).toEqual([line]);
  });

  it("leave alone the settings themselves and the variables every shell and tool sets", () => {
    const env = { PORT: "4010", HOST: "127.0.0.1", LOG_LEVEL: "info", HOME: "/root", PWD: "/", PATH: "/bin", HOSTNAME: "box", SHELL: "/bin/sh", POSTGRES_PORT: "5432", MOCK_SEED: "1" };
    expect(mistypedSettingVariables(env)).toEqual([]);
  });
});
