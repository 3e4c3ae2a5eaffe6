/**
 * What a file tool writes into a file the message asks made, as a model fills `write_file`'s
 * `content`: "Create a file hello.py that prints hello" → `print("hello")`, in the language of the
 * file's extension (`console.log` for .js, `echo` for .sh…); "Create notes.txt that says buy milk"
 * → the text asked. Without it the content was a sentence about the prompt ("It is worth writing
 * down why each choice about the prints hello was made."). A cheap word check comes first.
 */

/** What a program is asked to print: "prints hello", "that outputs 'Hello, World!'", "which logs done". */
const PRINTS = /\b(?:prints?|outputs?|logs?|echoes|echos?|displays?|writes?\s+out)\s+(?:out\s+)?(?:the\s+(?:text|words?|message|string)\s+)?(["“'‘]?)(\S[^\n]{0,80}?)\1["”’]?\s*(?:(?:to|on|in)\s+(?:the\s+)?(?:console|screen|terminal|stdout|standard\s+output)\s*)?[.!?]?\s*$/i;

/** A line printing `text` in each language a file's extension names. */
const PRINTERS: Readonly<Record<string, (text: string) => string>> = {
  py: (text) => `print(${JSON.stringify(text)})\n`,
  js: (text) => `console.log(${JSON.stringify(text)});\n`,
  mjs: (text) => `console.log(${JSON.stringify(text)});\n`,
  cjs: (text) => `console.log(${JSON.stringify(text)});\n`,
  ts: (text) => `console.log(${JSON.stringify(text)});\n`,
  sh: (text) => `#!/usr/bin/env bash\necho ${JSON.stringify(text)}\n`,
  bash: (text) => `#!/usr/bin/env bash\necho ${JSON.stringify(text)}\n`,
  rb: (text) => `puts ${JSON.stringify(text)}\n`,
  php: (text) => `<?php\necho ${JSON.stringify(text)} . PHP_EOL;\n`,
  go: (text) => `package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println(${JSON.stringify(text)})\n}\n`,
  rs: (text) => `fn main() {\n    println!(${JSON.stringify(text)});\n}\n`,
  c: (text) => `#include <stdio.h>\n\nint main(void) {\n    printf(${JSON.stringify(`${text}\n`)});\n    return 0;\n}\n`,
  java: (text) => `public class Main {\n    public static void main(String[] args) {\n        System.out.println(${JSON.stringify(text)});\n    }\n}\n`,
};

/** A program's extension (a key of PRINTERS), read from a file's name. */
function extensionOf(fileName: string): string {
  return /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? "";
}

/**
 * The content of `fileName` a message asks for: for a program, the code that prints what it is
 * asked to print; undefined when the file is no program or the message asks it to print nothing
 * (the other readers follow: a quoted text, a dictated one).
 * @example fileContentOf("Create a file hello.py that prints hello", "hello.py") // 'print("hello")\n'
 * @example fileContentOf("Make app.js which logs 'Server started'", "app.js") // 'console.log("Server started");\n'
 */
export function fileContentOf(text: string, fileName: string): string | undefined {
  const printer = PRINTERS[extensionOf(fileName)];
  if (printer === undefined || !/print|output|log|echo|display|write/i.test(text)) return undefined;
  const printed = PRINTS.exec(text.slice(0, 400))?.[2]?.trim();
  // "prints it", "outputs the result": what to print is not said.
  if (printed === undefined || /^(?:it|them|this|that|something|the\s+(?:result|answer|output|sum|value))$/i.test(printed)) return undefined;
  return printer(printed);
}
