import { contractTests } from "./harness.ts";

contractTests("getTask");
