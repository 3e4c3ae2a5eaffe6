import { contractTests } from "./harness.ts";

contractTests("createChatCompletion");
