import { describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConfigError, ENV_FLAGS, ENV_HELP, flagsToEnv, forDetectedMock, forStartedMock, loadConfig, redactConfig, resolveEnv } from "./config.ts";
import { generationInput, ocrExtras } from "./inputs/requests.ts";
import { contractConfig } from "./index.ts";

describe("loadConfig", () => {
  it("defaults to the mock on 4010, the full profile and the mock's models", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ baseUrl: "http://127.0.0.1:4010", baseUrlGiven: false, apiKey: "sk-mock-default", profile: "full", strict: false });
    expect(config.models.llm).toBe("gpt-4o-mini");
    expect(config.restrictedApiKey).toBeNull();
    expect(config.noLlmApiKey).toBeNull();
    expect(config.maxRequests).toBe(Number.POSITIVE_INFINITY);
  });

  it("reads every variable", () => {
    const config = loadConfig({
      CONTRACT_BASE_URL: "https://gw.example.com/",
      CONTRACT_API_KEY: "k1",
      CONTRACT_RESTRICTED_API_KEY: "k2",
      CONTRACT_OTHER_API_KEY: "k3",
      CONTRACT_NO_LLM_API_KEY: "k4",
      CONTRACT_MODEL_VIDEO: "veo",
      CONTRACT_TASK_TIMEOUT_MS: "5000",
      CONTRACT_POLL_INTERVAL_MS: "250",
      CONTRACT_STRICT: "1",
      CONTRACT_PROFILE: "smoke",
      CONTRACT_MAX_REQUESTS: "40",
      CONTRACT_REPORT_DIR: "out",
    });
    expect(config).toMatchObject({
      baseUrl: "https://gw.example.com",
      baseUrlGiven: true,
      apiKey: "k1",
      restrictedApiKey: "k2",
      otherApiKey: "k3",
      noLlmApiKey: "k4",
      taskTimeoutMs: 5000,
      pollIntervalMs: 250,
      strict: true,
      profile: "smoke",
      maxRequests: 40,
      reportDir: "out",
    });
    expect(config.models.video).toBe("veo");
  });

  it("skips a modality whose model variable is set but empty", () => {
    expect(loadConfig({ CONTRACT_MODEL_DIGITAL_HUMAN: "" }).models.digital_human).toBeNull();
  });

  it("refuses a variable that is set but empty (an unset CI variable or secret), saying what to do", () => {
    expect(() => loadConfig({ CONTRACT_BASE_URL: "" })).toThrow(
      new ConfigError(
        "CONTRACT_BASE_URL is set but empty (set it to the gateway's URL, e.g. https://gw.example.com, or unset it to test a mock at http://127.0.0.1:4010; in CI an unset variable or secret expands to empty)",
      ),
    );
    expect(() => loadConfig({ CONTRACT_API_KEY: "" })).toThrow(/^CONTRACT_API_KEY is set but empty \(set it to the key of a team with every feature, or unset it to use the mock's key;/);
    expect(() => loadConfig({ CONTRACT_PROFILE: "  " })).toThrow(/^CONTRACT_PROFILE is set but empty/);
    expect(() => loadConfig({ CONTRACT_BASE_URL: "" }, { CONTRACT_BASE_URL: "--base-url" })).toThrow(/^--base-url is empty \(give the gateway's URL/);
  });

  it("takes an empty optional key as not given, as the CI recipe's missing secrets are", () => {
    const config = loadConfig({ CONTRACT_RESTRICTED_API_KEY: "", CONTRACT_NO_LLM_API_KEY: "", CONTRACT_OTHER_API_KEY: " " });
    expect([config.restrictedApiKey, config.noLlmApiKey, config.otherApiKey]).toEqual([null, null, null]);
  });

  it("refuses values it cannot use", () => {
    expect(() => loadConfig({ CONTRACT_PROFILE: "medium" })).toThrow(ConfigError);
    expect(() => loadConfig({ CONTRACT_MAX_REQUESTS: "-1" })).toThrow(/CONTRACT_MAX_REQUESTS/);
    expect(() => loadConfig({ CONTRACT_STRICT: "maybe" })).toThrow(/CONTRACT_STRICT/);
    expect(() => loadConfig({ CONTRACT_BASE_URL: "not a url" })).toThrow(/CONTRACT_BASE_URL/);
    expect(() => loadConfig({ CONTRACT_RESTRICTED_FEATURES: "ocr,teleport" })).toThrow(/teleport/);
  });

  it("takes only an http or https base URL, and suggests the scheme one lacks: http for a local or IP address, https for a name", () => {
    expect(() => loadConfig({ CONTRACT_BASE_URL: "localhost:4010" })).toThrow(new ConfigError('CONTRACT_BASE_URL is not a URL: "localhost:4010" has no scheme; did you mean http://localhost:4010?'));
    expect(() => loadConfig({ CONTRACT_BASE_URL: "gw.example.com/gateway" })).toThrow(/did you mean https:\/\/gw\.example\.com\/gateway\?/);
    expect(() => loadConfig({ CONTRACT_BASE_URL: "ftp://gw.example.com" })).toThrow(new ConfigError('CONTRACT_BASE_URL must be an http:// or https:// URL, got "ftp://gw.example.com"'));
    expect(loadConfig({ CONTRACT_BASE_URL: "http://[::1]:4010/" }).baseUrl).toBe("http://[::1]:4010");
  });

  it("refuses a base URL with a query, fragment or credentials, without repeating them (often a key), rather than send …?key=…/api/users", () => {
    const refusal = (baseUrl: string, flag?: string) => {
      try {
        loadConfig({ CONTRACT_BASE_URL: baseUrl }, flag ? { CONTRACT_BASE_URL: flag } : {});
      } catch (error) {
        return (error as Error).message;
      }
      return "accepted";
    };
    const query = refusal("https://gw.example.com/?api_key=sk-live-123");
    expect(query).toMatch(/^CONTRACT_BASE_URL has a query \(\?…\): the API's paths .* a key goes in CONTRACT_API_KEY \(--api-key\), not in the URL$/);
    expect(refusal("https://gw.example.com#sk-live-123", "--base-url")).toMatch(/^--base-url has a fragment \(#…\)/);
    const credentials = refusal("https://ci:sk-live-123@gw.example.com");
    expect(credentials).toMatch(/^CONTRACT_BASE_URL carries a user name or password/);
    for (const message of [query, credentials]) expect(message).not.toContain("sk-live-123");
    expect(loadConfig({ CONTRACT_BASE_URL: "https://gw.example.com/prefix/" }).baseUrl).toBe("https://gw.example.com/prefix");
  });

  it("refuses an image or audio URL the gateway could not fetch, rather than blame the gateway for refusing it", () => {
    expect(() => loadConfig({ CONTRACT_IMAGE_URL: "notaurl" })).toThrow(new ConfigError('CONTRACT_IMAGE_URL must be an http:// or https:// URL the gateway can fetch, got "notaurl"'));
    expect(() => loadConfig({ CONTRACT_AUDIO_URL: "ftp://files.example.com/a.wav" }, { CONTRACT_AUDIO_URL: "--audio-url" })).toThrow(/^--audio-url must be an http:\/\/ or https:\/\/ URL/);
    expect(loadConfig({ CONTRACT_IMAGE_URL: "https://assets.example.com/receipt.png" }).imageUrl).toBe("https://assets.example.com/receipt.png");
  });

  it("names the flag or option a bad value came from, not its variable", () => {
    expect(() => loadConfig({ CONTRACT_SEED: "x" }, { CONTRACT_SEED: "--seed" })).toThrow(new ConfigError('--seed must be an integer >= 0, got "x"'));
    expect(() => contractConfig({ baseUrl: "127.0.0.1:4640" })).toThrow(new ConfigError('option baseUrl is not a URL: "127.0.0.1:4640" has no scheme; did you mean http://127.0.0.1:4640?'));
  });

  it("uses the mock's extra keys only for a mock, and is strict with fast polling for a mock it started", () => {
    const base = loadConfig({});
    expect(forDetectedMock(base)).toMatchObject({ restrictedApiKey: "sk-mock-restricted", otherApiKey: "sk-mock-other", noLlmApiKey: "sk-mock-no-llm", strict: false });
    expect(forStartedMock(base, "http://127.0.0.1:1234", {})).toMatchObject({ baseUrl: "http://127.0.0.1:1234", strict: true, pollIntervalMs: 50, noLlmApiKey: "sk-mock-no-llm" });
    expect(forDetectedMock(loadConfig({ CONTRACT_NO_LLM_API_KEY: "sk-live-4" })).noLlmApiKey).toBe("sk-live-4");
    expect(forStartedMock(base, "http://127.0.0.1:1234", { CONTRACT_STRICT: "0" }).strict).toBe(false);
  });

  it("keeps keys out of a redacted configuration", () => {
    const redacted = JSON.stringify(redactConfig(loadConfig({ CONTRACT_API_KEY: "sk-live-1", CONTRACT_OTHER_API_KEY: "sk-live-2", CONTRACT_NO_LLM_API_KEY: "sk-live-3" })));
    expect(redacted).not.toMatch(/sk-live/);
    expect(redacted).toContain("$CONTRACT_NO_LLM_API_KEY");
  });
});

describe("flagsToEnv", () => {
  it("maps each flag to its variable, in both spellings", () => {
    expect(flagsToEnv(["--profile", "smoke", "--base-url=https://x", "--strict", "--max-requests", "10"])).toEqual({
      CONTRACT_PROFILE: "smoke",
      CONTRACT_BASE_URL: "https://x",
      CONTRACT_STRICT: "1",
      CONTRACT_MAX_REQUESTS: "10",
    });
  });

  it("has a flag for every variable and refuses unknown flags and missing values", () => {
    expect(Object.keys(ENV_FLAGS)).toContain("CONTRACT_RESTRICTED_API_KEY");
    expect(flagsToEnv(["--no-llm-api-key", "sk-live-4"])).toEqual({ CONTRACT_NO_LLM_API_KEY: "sk-live-4" });
    expect(() => flagsToEnv(["--bse-url", "x"])).toThrow(/unknown option --bse-url/);
    expect(() => flagsToEnv(["--profile"])).toThrow(/needs a value/);
  });
});

describe("what the gateway accepts", () => {
  it("reads CONTRACT_INPUT_<MODALITY> and CONTRACT_INPUT_OCR as JSON objects", () => {
    const config = loadConfig({ CONTRACT_INPUT_TTS: '{"text":"Hi","voice":"nova"}', CONTRACT_INPUT_OCR: '{"mode":"precise"}' });
    expect(config.inputs).toEqual({ tts: { text: "Hi", voice: "nova" }, ocr: { mode: "precise" } });
    expect(() => loadConfig({ CONTRACT_INPUT_TTS: "nova" })).toThrow(/CONTRACT_INPUT_TTS must be a JSON object/);
    expect(() => loadConfig({ CONTRACT_INPUT_TTS: "[1]" })).toThrow(ConfigError);
  });

  it("sends the user's input as a seed claim, our designed values only to our mock, and else the seed's fields as a guess", () => {
    const configured = loadConfig({ CONTRACT_INPUT_TTS: '{"text":"Hi","voice":"nova"}' });
    expect(generationInput(configured, "tts")).toEqual({ value: { text: "Hi", voice: "nova" }, provenance: "seed", setting: "CONTRACT_INPUT_TTS" });
    const gateway = loadConfig({ CONTRACT_BASE_URL: "https://gw.example.com" });
    expect(generationInput(gateway, "tts")).toMatchObject({ value: { text: expect.any(String) }, provenance: "designed" });
    expect(generationInput(gateway, "tts").value).not.toHaveProperty("voice");
    expect(ocrExtras(gateway)).toMatchObject({ value: {}, provenance: "seed" });
    const mock = forDetectedMock(gateway);
    expect(generationInput(mock, "tts").value).toHaveProperty("voice", "alloy");
    expect(ocrExtras(mock).value).toEqual({ mode: "general" });
  });

  it("has a flag and a help line for every setting", () => {
    for (const name of Object.keys(ENV_FLAGS)) expect(ENV_HELP[name] ?? (name.startsWith("CONTRACT_MODEL_") ? "model" : undefined), name).toBeTruthy();
    expect(flagsToEnv(["--input-tts", '{"text":"Hi"}'])).toEqual({ CONTRACT_INPUT_TTS: '{"text":"Hi"}' });
  });
});

describe("contract.config.json", () => {
  it("is read from the working folder, under the environment, under the flags", () => {
    const dir = mkdtempSync(join(tmpdir(), "contract-config-"));
    try {
      writeFileSync(
        join(dir, "contract.config.json"),
        JSON.stringify({ CONTRACT_BASE_URL: "https://file.example.com", CONTRACT_PROFILE: "smoke", CONTRACT_STRICT: true, CONTRACT_INPUT_TTS: { text: "Hi", voice: "nova" } }),
      );
      const env = resolveEnv(["--profile", "full"], { CONTRACT_STRICT: "0" }, dir);
      const config = loadConfig(env);
      expect(config).toMatchObject({ baseUrl: "https://file.example.com", profile: "full", strict: false, inputs: { tts: { text: "Hi", voice: "nova" } } });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses an unknown setting and a missing file named by --config", () => {
    const dir = mkdtempSync(join(tmpdir(), "contract-config-"));
    try {
      writeFileSync(join(dir, "contract.config.json"), JSON.stringify({ CONTRACT_BASE_ULR: "x" }));
      expect(() => resolveEnv([], {}, dir)).toThrow(/unknown setting CONTRACT_BASE_ULR/);
      expect(() => resolveEnv(["--config", "nope.json"], {}, dir)).toThrow(/no such file/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads a file saved with a byte-order mark, and names the place and cause of malformed JSON in one line", () => {
    const dir = mkdtempSync(join(tmpdir(), "contract-config-"));
    try {
      const path = join(dir, "contract.config.json");
      writeFileSync(path, '\ufeff{"CONTRACT_PROFILE": "smoke"}\r\n');
      expect(resolveEnv([], {}, dir).CONTRACT_PROFILE).toBe("smoke");
      writeFileSync(path, "CONTRACT_PROFILE: smoke\nCONTRACT_BASE_URL: https://gw.example.com\n");
      expect(() => resolveEnv([], {}, dir)).toThrow(new ConfigError(`${path}: not JSON at line 1, column 1: this looks like YAML; the file must be JSON ({"name": value, …})`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
