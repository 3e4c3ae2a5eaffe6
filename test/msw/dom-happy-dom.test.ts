// @vitest-environment kit-dom
// @vitest-environment-options {"dom": "happy-dom"}
import { aFrontendTestIn } from "./dom-cases.ts";

aFrontendTestIn("happy-dom");
