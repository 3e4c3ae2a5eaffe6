import { contractTests } from "./harness.ts";

contractTests("createGeneration");
