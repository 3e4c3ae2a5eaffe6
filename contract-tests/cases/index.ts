/** Every contract case, by group: one group per operation (its test file), plus protocol. */
import type { ContractConfig, Profile } from "../config.ts";
import { plannedBillable, type ContractCase } from "./case.ts";
import { chatCases } from "./createChatCompletion.ts";
import { generationCases } from "./createGeneration.ts";
import { taskCases } from "./getTask.ts";
import { userCases } from "./listUsers.ts";
import { protocolCases } from "./protocol.ts";
import { ocrCases } from "./recognizeImageText.ts";
import { fiveQuestionCases } from "./five-questions.ts";

/** Within a group, the bulk cases (many requests each) go last: a request cap cuts them first. */
function cheapFirst(cases: readonly ContractCase[]): ContractCase[] {
  return [...cases.filter((c) => !c.bulk), ...cases.filter((c) => c.bulk)];
}

/** Each operation's cases, then the ones asking its rules the five questions (five-questions.ts). */
const withQuestions = (cases: readonly ContractCase[]): ContractCase[] => [...cases, ...fiveQuestionCases.filter((c) => c.group === cases[0]?.group)];

export const ALL_CASES: readonly ContractCase[] = [chatCases, generationCases, taskCases, ocrCases, userCases, protocolCases].map(withQuestions).flatMap(cheapFirst);

/** Groups in report order. */
export const GROUPS: readonly string[] = [...new Set(ALL_CASES.map((c) => c.group))];

/** The cases of one group (one test file). */
export function casesFor(group: string): ContractCase[] {
  const cases = ALL_CASES.filter((c) => c.group === group);
  if (cases.length === 0) throw new Error(`[contract] no cases for ${group}`);
  return cases;
}

/** Most billable calls each profile makes with a configuration. */
export function plannedBillableByProfile(config: ContractConfig): Record<Profile, number> {
  const sum = (profile: Profile) =>
    ALL_CASES.filter((c) => c.profiles.includes(profile)).reduce((total, c) => total + plannedBillable(c, config), 0);
  return { smoke: sum("smoke"), full: sum("full") };
}
