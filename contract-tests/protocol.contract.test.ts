import { contractTests } from "./harness.ts";

contractTests("protocol");
