import { contractTests } from "./harness.ts";

contractTests("listUsers");
