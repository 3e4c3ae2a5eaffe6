/** The built-in keys (mocks/config/keys.json): all features, a second team, no OCR, video or digital human, and everything but LLM chat. */
export const KEYS = { default: "sk-mock-default", other: "sk-mock-other", restricted: "sk-mock-restricted", noLlm: "sk-mock-no-llm" } as const;
