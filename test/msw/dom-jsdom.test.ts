// @vitest-environment kit-dom
// @vitest-environment-options {"dom": "jsdom"}
import { aFrontendTestIn } from "./dom-cases.ts";

aFrontendTestIn("jsdom");
