import { contractTests } from "./harness.ts";

contractTests("recognizeImageText");
