/** The built-in keys (mocks/config/keys.json): all features, a second team, and no OCR, video or digital human. */
export const KEYS = { default: "sk-mock-default", other: "sk-mock-other", restricted: "sk-mock-restricted" } as const;
