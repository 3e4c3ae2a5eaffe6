// @vitest-environment kit-dom
// @vitest-environment-options {"dom": "jsdom"}
// The one-line helper's HTTP mode, a real socket, from the document's fetch (happy-dom's applies CORS).
import { aFrontendTestIn } from "./dom-cases.ts";

aFrontendTestIn("jsdom", "http");
