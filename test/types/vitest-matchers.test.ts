/**
 * `toHaveNoClientFindings` types under each vitest major the peer range takes. The kit adds it to
 * vitest's `Matchers` interface, which vitest 3 and 4 declare as `Matchers<T = any>` and vitest 5
 * as `Matchers<R extends void | Promise<void> = …, T = unknown>`; an augmentation whose type
 * parameters differ from the declaration's does not compile (TS2428, "All declarations of
 * 'Matchers' must have identical type parameters", as a vitest 5 project with `skipLibCheck:
 * false` saw it). TypeScript compiles a user's file against each declaration, copied from
 * @vitest/expect 4.1.12 and vitest 5.1.2 (the repository installs vitest 4 only).
 */
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const MATCHER = fileURLToPath(new URL("../../mocks/testing/client-findings-matcher.ts", import.meta.url));

/** The part of vitest's declarations the matcher meets: `Matchers`, the `Assertion` that extends it, and `expect`. */
const VITEST_DECLARATIONS = {
  "vitest 4": `
    export interface Matchers<T = any> {}
    export interface Assertion<T = any> extends Matchers<T> { not: Assertion<T> }
    export declare const expect: { <T>(actual: T): Assertion<T>; extend(matchers: object): void };`,
  "vitest 5": `
    export interface Matchers<R extends void | Promise<void> = void | Promise<void>, T = unknown> {}
    export interface Assertion<R extends void | Promise<void> = void, T = unknown> extends Matchers<R, T> { not: Assertion<R, T> }
    export declare const expect: { <T>(actual: T): Assertion<void, T>; extend(matchers: object): void };`,
};
const USER_FILE = `
import { expect } from "vitest";
import ${JSON.stringify(MATCHER)};
declare const gateway: { verdict(session?: string): Promise<never> };
export const settled: Promise<void> = expect(gateway).toHaveNoClientFindings({ session: "checkout", pollFloorMs: 2000 });
export const negated: Promise<void> = expect(gateway).not.toHaveNoClientFindings();
// @ts-expect-error not a threshold of the verdict
expect(gateway).toHaveNoClientFindings({ pollFloor: 2000 });
`;

/** Parsed once for both compilations: TypeScript's own libraries and the kit's modules. */
const parsed = new Map<string, ts.SourceFile | undefined>();

/** TypeScript's diagnostics in USER_FILE, the kit's matcher module and the declaration of "vitest" it is compiled against. */
function compile(vitestDeclaration: string): string[] {
  const files: Record<string, string> = { "/stub/vitest.d.ts": vitestDeclaration, "/user/gateway.test.ts": USER_FILE };
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    types: [],
    lib: ["lib.es2022.d.ts"],
    paths: { vitest: ["/stub/vitest.d.ts"] },
  };
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (name) => name in files || fileExists(name);
  host.readFile = (name) => files[name] ?? readFile(name);
  host.getSourceFile = (name, language, ...rest) => {
    if (name in files) return ts.createSourceFile(name, files[name]!, language);
    if (!parsed.has(name)) parsed.set(name, getSourceFile(name, language, ...rest));
    return parsed.get(name);
  };
  const program = ts.createProgram(["/user/gateway.test.ts"], options, host);
  const checked = ["/user/gateway.test.ts", "/stub/vitest.d.ts", MATCHER].map((name) => program.getSourceFile(name));
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...checked.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
  ];
  return diagnostics.map((d) => `${d.file?.fileName ?? ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
}

describe("toHaveNoClientFindings compiles in a user's test file", () => {
  for (const [major, declaration] of Object.entries(VITEST_DECLARATIONS)) {
    it(`with ${major}'s Matchers: awaited as a Promise<void>, its options checked, no error in the kit's declaration`, () => {
      expect(compile(declaration)).toEqual([]);
    });
  }
});
