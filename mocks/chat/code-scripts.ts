/**
 * The everyday scripts people ask a model for ("Write a bash script that backs up a folder", "a
 * Python script to download a web page", "debounce in TypeScript", "set up a cron job"): a real
 * model writes the script asked for, so the mock does too: a correct, idiomatic snippet in the
 * language named (the task's most natural one when none is) and a sentence or two on how it
 * works. The classic exercises (FizzBuzz, palindromes, Fibonacci) are code-tasks.ts's; a task in
 * neither table gets code-skeletons.ts's honest skeleton. The snippets are this module's weight,
 * so it is a known reply (known-replies.ts), loaded with the first chat.
 */
import type { Random } from "../data/random.ts";
import { asksAboutIt, asksForCode, LANGUAGE_NAMES, languageNamedIn } from "./reply.ts";
import { requiredWords, WordPrefilter } from "./required-words.ts";

/** The languages a script can have a snippet in. */
export type ScriptLanguage = "bash" | "python" | "javascript" | "typescript";

/** A snippet and one to three sentences on how it works. */
type Snippet = readonly [code: string, explain: string];

export interface ScriptTask {
  /** What the task does, after "Here's how to" ("back up a folder"). */
  readonly does: string;
  /** A prompt that asks for the task. */
  readonly asked: RegExp;
  /** The ask names code by itself ("deep clone", "debounce"): it needs no "script" or language to be answered in code. */
  readonly codeOnly: boolean;
  /** A wider ask that is this task only in a request for code ("a TypeScript function that sorts users by age"). */
  readonly askedInCode?: RegExp;
  /** The language to answer in when the prompt names none: the task's most natural one. */
  readonly prefers: ScriptLanguage;
  readonly snippets: Readonly<Partial<Record<ScriptLanguage, Snippet>>>;
}

/**
 * A snippet's text, written as it reads: a template whose only escapes are `\${` and `` \` ``
 * (Bash's and JavaScript's own `${…}` and backticks), every other backslash kept as written, as
 * String.raw keeps it, so regular expressions read as they run.
 */
function code(strings: TemplateStringsArray): string {
  return strings.raw.join("").replaceAll("\\${", "${").replaceAll("\\`", "`");
}

/*
 * The tasks, in the order they are tried: a more specific task comes before one whose pattern
 * would also match it (CSV to JSON before reading a CSV or renaming data.csv, counting a file's
 * words before reading a file).
 */
export const SCRIPT_TASKS = {
  "backup-folder": {
    does: "back up a folder",
    asked: /\bback(?:s|ed|ing)?[\s-]?ups?\b[^.?!\n]*\b(?:folders?|director(?:y|ies)|dirs?|files?|home)\b|\bbackups?\s+(?:script\s+)?(?:of|for)\s+(?:an?\s+|the\s+|my\s+)?(?:folders?|director)/i,
    codeOnly: false,
    prefers: "bash",
    snippets: {
      bash: [
        code`#!/usr/bin/env bash
# Usage: ./backup.sh SOURCE_DIR [BACKUP_DIR]
set -euo pipefail

source_dir="\${1:?Usage: $0 SOURCE_DIR [BACKUP_DIR]}"
backup_dir="\${2:-$HOME/backups}"
name="$(basename "$source_dir")"
archive="$backup_dir/$name-$(date +%Y-%m-%d_%H%M%S).tar.gz"

mkdir -p "$backup_dir"
tar -czf "$archive" -C "$(dirname "$source_dir")" "$name"
echo "Backed up $source_dir to $archive"

# Keep only the 7 newest archives of this folder.
ls -1t "$backup_dir/$name"-*.tar.gz | tail -n +8 | xargs -r rm --`,
        "`tar -czf` packs the folder into one compressed archive whose name carries the date and time, so each run keeps a separate copy, and `-C` stores paths relative to the folder's parent. The last line deletes all but the seven newest archives; run it daily from cron, or use `rsync -a --delete SOURCE/ DEST/` for a mirror instead of archives.",
      ],
      python: [
        code`import shutil
import sys
from datetime import datetime
from pathlib import Path

source = Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
backups = Path(sys.argv[2] if len(sys.argv) > 2 else Path.home() / "backups")
backups.mkdir(parents=True, exist_ok=True)

stamp = datetime.now().strftime("%Y-%m-%d_%H%M%S")
archive = shutil.make_archive(str(backups / f"{source.name}-{stamp}"), "gztar", root_dir=source.parent, base_dir=source.name)
print(f"Backed up {source} to {archive}")`,
        "`shutil.make_archive` writes the folder into a dated `.tar.gz` (use `\"zip\"` for a zip file), so each run keeps its own copy; `root_dir` and `base_dir` make the archive hold the folder by its own name rather than its full path.",
      ],
    },
  },
  "csv-to-json": {
    does: "convert a CSV file to JSON",
    asked: /\bcsv\b[^.?!\n]*\b(?:to|into|as)\s+json\b/i,
    codeOnly: true,
    prefers: "python",
    snippets: {
      python: [
        code`import csv
import json

with open("data.csv", newline="", encoding="utf-8") as source:
    rows = list(csv.DictReader(source))

with open("data.json", "w", encoding="utf-8") as target:
    json.dump(rows, target, indent=2, ensure_ascii=False)

print(f"Wrote {len(rows)} records to data.json")`,
        "`csv.DictReader` turns each row into a dictionary keyed by the header line, handling quoted fields with commas inside, and `json.dump` writes the list out; every value stays a string, so convert numbers yourself if you need them typed.",
      ],
      javascript: [
        code`import { readFileSync, writeFileSync } from "node:fs";
import { parse } from "csv-parse/sync"; // npm install csv-parse

const records = parse(readFileSync("data.csv"), { columns: true, skip_empty_lines: true });
writeFileSync("data.json", JSON.stringify(records, null, 2));
console.log(\`Wrote \${records.length} records to data.json\`);`,
        "`columns: true` makes each row an object keyed by the header line. A real CSV parser matters here: splitting lines on commas breaks on quoted fields such as `\"Smith, John\"`.",
      ],
    },
  },
  "rename-extension": {
    does: "rename files from one extension to another",
    asked: /\brenam\w*\b[^.?!\n]*(?:\.[a-z0-9]{1,5}\b|\bextensions?\b)|\bchang\w*\s+(?:the\s+)?(?:file\s+)?extensions?\b/i,
    codeOnly: false,
    prefers: "bash",
    snippets: {
      bash: [
        code`#!/usr/bin/env bash
# Rename every .{from} file in the current folder to .{to}.
set -euo pipefail
shopt -s nullglob

for f in *.{from}; do
  mv -n -- "$f" "\${f%.{from}}.{to}"
  echo "$f -> \${f%.{from}}.{to}"
done`,
        "`${f%.{from}}` is the file name with the `.{from}` ending cut off, so each file keeps its name and gets the new extension. `nullglob` makes the loop do nothing when no file matches, and `mv -n` never overwrites an existing file. Use `find . -name '*.{from}'` in place of the glob to include subfolders.",
      ],
      python: [
        code`from pathlib import Path

for path in Path(".").glob("*.{from}"):
    target = path.with_suffix(".{to}")
    if target.exists():
        print(f"Skipping {path}: {target} already exists")
        continue
    path.rename(target)
    print(f"{path} -> {target}")`,
        "`with_suffix` swaps the extension and keeps the rest of the name; the check keeps an existing file from being overwritten. Use `Path(\".\").rglob(\"*.{from}\")` to include subfolders.",
      ],
      javascript: [
        code`import { readdir, rename } from "node:fs/promises";
import { basename, extname } from "node:path";

for (const name of await readdir(".")) {
  if (extname(name) !== ".{from}") continue;
  const target = basename(name, ".{from}") + ".{to}";
  await rename(name, target);
  console.log(\`\${name} -> \${target}\`);
}`,
        "`readdir` lists the folder, `extname` picks out the `.{from}` files and `basename(name, \".{from}\")` drops the old extension before the new one is added. `rename` replaces an existing file of the new name, so check for one first if that matters.",
      ],
    },
  },
  "download-page": {
    does: "download a web page",
    asked: /\bdownload\w*\b[^.?!\n]*\b(?:web\s*pages?|pages?|websites?|web\s*sites?|html|urls?)\b|\b(?:fetch|save|grab|scrap)\w*\s+(?:an?\s+|the\s+)?(?:web\s*pages?|html|websites?|urls?)\b/i,
    codeOnly: false,
    prefers: "python",
    snippets: {
      python: [
        code`import sys
import urllib.request

url = sys.argv[1] if len(sys.argv) > 1 else "https://example.com"
request = urllib.request.Request(url, headers={"User-Agent": "Mozilla/5.0"})
with urllib.request.urlopen(request, timeout=30) as response:
    body = response.read()

with open("page.html", "wb") as file:
    file.write(body)
print(f"Saved {len(body)} bytes from {url} to page.html")`,
        "`urllib.request` is in the standard library, so nothing needs installing; `urlopen` raises `HTTPError` on a 4xx or 5xx status, and the `User-Agent` header avoids sites that refuse Python's default one. With `requests` installed, `requests.get(url, timeout=30).text` does the same.",
      ],
      bash: [
        code`#!/usr/bin/env bash
set -euo pipefail

url="\${1:-https://example.com}"
curl --fail --silent --show-error --location --output page.html "$url"
echo "Saved $url to page.html"`,
        "`--location` follows redirects, `--fail` makes an HTTP error status fail the script instead of saving the error page, and `--output` names the file. `wget -O page.html \"$url\"` does the same where wget is installed.",
      ],
      javascript: [
        code`import { writeFile } from "node:fs/promises";

const url = process.argv[2] ?? "https://example.com";
const response = await fetch(url);
if (!response.ok) throw new Error(\`HTTP \${response.status} for \${url}\`);
await writeFile("page.html", await response.text());
console.log(\`Saved \${url} to page.html\`);`,
        "`fetch` is built into Node 18 and later, so there is nothing to install; it follows redirects, and checking `response.ok` turns an error status into an exception instead of a saved error page.",
      ],
    },
  },
  "csv-read-write": {
    does: "read and write a CSV file",
    asked: /\b(?:read|writ|pars|open|load|sav|export|handl|process)\w*\b[^.?!\n]*\bcsv\b|\bcsv\s+(?:files?|reader|writer|pars\w*)\b/i,
    codeOnly: false,
    prefers: "python",
    snippets: {
      python: [
        code`import csv

rows = [
    {"name": "Ada", "age": 36},
    {"name": "Linus", "age": 28},
]
with open("people.csv", "w", newline="", encoding="utf-8") as file:
    writer = csv.DictWriter(file, fieldnames=["name", "age"])
    writer.writeheader()
    writer.writerows(rows)

with open("people.csv", newline="", encoding="utf-8") as file:
    for row in csv.DictReader(file):
        print(row["name"], int(row["age"]))`,
        "The `csv` module quotes and unquotes fields that contain commas or line breaks, and `newline=\"\"` lets it control line endings. `DictReader` gives each row as a dictionary keyed by the header, with every value a string; for analysis, `pandas.read_csv` loads the file into a table.",
      ],
      javascript: [
        code`import { readFileSync, writeFileSync } from "node:fs";
import { parse } from "csv-parse/sync"; // npm install csv-parse csv-stringify
import { stringify } from "csv-stringify/sync";

const rows = [
  { name: "Ada", age: 36 },
  { name: "Linus", age: 28 },
];
writeFileSync("people.csv", stringify(rows, { header: true }));

const records = parse(readFileSync("people.csv"), { columns: true, skip_empty_lines: true });
for (const record of records) console.log(record.name, Number(record.age));`,
        "`csv-stringify` writes the header and quotes fields that need it, and `csv-parse` with `columns: true` reads each row back as an object keyed by the header; values come back as strings. Splitting lines on commas by hand breaks on quoted fields.",
      ],
    },
  },
  "parse-json": {
    does: "parse JSON",
    asked: /\b(?:pars|read|load|decod|deserializ)\w*\s+(?:\w+\s+){0,3}?json\b|\bjson\s+(?:pars\w*|files?\s+in)\b/i,
    codeOnly: true,
    prefers: "javascript",
    snippets: {
      javascript: [
        code`const text = '{"name": "Ada", "languages": ["English", "French"], "age": 36}';

try {
  const person = JSON.parse(text);
  console.log(person.name, person.languages.length); // Ada 2
  console.log(JSON.stringify(person, null, 2)); // back to text, indented
} catch (error) {
  console.error("Not valid JSON:", error.message);
}`,
        "`JSON.parse` turns the text into objects and arrays and throws a `SyntaxError` on invalid JSON, hence the `try`; `JSON.stringify` goes the other way. For a file in Node, parse `await readFile(\"data.json\", \"utf8\")` the same way.",
      ],
      typescript: [
        code`interface Person {
  name: string;
  languages: string[];
  age: number;
}

const text = '{"name": "Ada", "languages": ["English", "French"], "age": 36}';

try {
  const person = JSON.parse(text) as Person;
  console.log(person.name, person.languages.length); // Ada 2
} catch (error) {
  console.error("Not valid JSON:", (error as Error).message);
}`,
        "`JSON.parse` returns `any` and checks only the syntax, so the `as Person` cast is a promise, not a check; validate untrusted input with a schema library such as Zod before relying on its shape.",
      ],
      python: [
        code`import json

text = '{"name": "Ada", "languages": ["English", "French"], "age": 36}'
try:
    person = json.loads(text)
except json.JSONDecodeError as error:
    raise SystemExit(f"Not valid JSON: {error}")

print(person["name"], len(person["languages"]))  # Ada 2

with open("person.json", "w", encoding="utf-8") as file:
    json.dump(person, file, indent=2)
with open("person.json", encoding="utf-8") as file:
    print(json.load(file) == person)  # True`,
        "`json.loads` parses a string into dictionaries and lists and raises `JSONDecodeError` on invalid input; `json.load` and `json.dump` do the same for files.",
      ],
      bash: [
        code`#!/usr/bin/env bash
set -euo pipefail

json='{"name": "Ada", "languages": ["English", "French"], "age": 36}'
echo "$json" | jq -r '.name'             # Ada
echo "$json" | jq -r '.languages[]'      # English, then French, one per line
echo "$json" | jq '.languages | length'  # 2`,
        "`jq` is the standard command-line JSON processor (`apt install jq`, `brew install jq`): a path such as `.name` selects a value and `-r` prints strings without their quotes.",
      ],
    },
  },
  "rest-api": {
    does: "call a REST API",
    asked: /\b(?:call|consum|fetch|request|query|hit|get|post|access)\w*\b[^.?!\n]*\b(?:rest(?:ful)?\s+)?apis?\b|\bapi\s+(?:calls?|requests?)\b|\bhttp\s+(?:get|post)\s+requests?\b/i,
    codeOnly: true,
    prefers: "python",
    snippets: {
      python: [
        code`import requests  # pip install requests

response = requests.get(
    "https://jsonplaceholder.typicode.com/posts",
    params={"userId": 1},
    timeout=10,
)
response.raise_for_status()
posts = response.json()
print(len(posts), posts[0]["title"])

created = requests.post(
    "https://jsonplaceholder.typicode.com/posts",
    json={"title": "Hello", "body": "First post", "userId": 1},
    timeout=10,
)
created.raise_for_status()
print(created.status_code, created.json()["id"])`,
        "`params` builds the query string and `json=` sends a JSON body with the right `Content-Type`; `raise_for_status()` turns a 4xx or 5xx answer into an exception, and the `timeout` keeps a dead server from hanging the script.",
      ],
      javascript: [
        code`async function requestJson(url, method = "GET", body) {
  const response = await fetch(url, {
    method,
    headers: { Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(\`HTTP \${response.status}: \${response.statusText}\`);
  return response.json();
}

const posts = await requestJson("https://jsonplaceholder.typicode.com/posts?userId=1");
console.log(posts.length, posts[0].title);

const created = await requestJson("https://jsonplaceholder.typicode.com/posts", "POST", { title: "Hello", body: "First post", userId: 1 });
console.log(created.id);`,
        "`fetch` only rejects on a network failure, so checking `response.ok` is what turns a 4xx or 5xx answer into an error; the body is sent as JSON with a matching `Content-Type`.",
      ],
      typescript: [
        code`interface Post {
  id: number;
  title: string;
  body: string;
  userId: number;
}

async function requestJson<T>(url: string, method = "GET", body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(\`HTTP \${response.status}: \${response.statusText}\`);
  return (await response.json()) as T;
}

const posts = await requestJson<Post[]>("https://jsonplaceholder.typicode.com/posts?userId=1");
console.log(posts.length, posts[0]?.title);

const created = await requestJson<Post>("https://jsonplaceholder.typicode.com/posts", "POST", { title: "Hello", body: "First post", userId: 1 });
console.log(created.id);`,
        "`fetch` only rejects on a network failure, so checking `response.ok` is what turns a 4xx or 5xx answer into an error. The type parameter names the shape you expect, but nothing checks it at run time: validate untrusted responses with a schema library.",
      ],
      bash: [
        code`#!/usr/bin/env bash
set -euo pipefail

api="https://jsonplaceholder.typicode.com"
curl --fail --silent --show-error "$api/posts?userId=1" | jq -r '.[0].title'

curl --fail --silent --show-error -X POST "$api/posts" \
  -H "Content-Type: application/json" \
  -d '{"title": "Hello", "body": "First post", "userId": 1}' | jq '.id'`,
        "`--fail` makes an error status fail the script, `-d` sends the JSON body with `-X POST`, and `jq` picks fields out of the answer.",
      ],
    },
  },
  "duplicate-files": {
    does: "find duplicate files",
    asked: /\bduplicat\w*\s+(?:\w+\s+)?files?\b|\b(?:identical|same)\s+files?\b/i,
    codeOnly: false,
    prefers: "python",
    snippets: {
      python: [
        code`import hashlib
import sys
from collections import defaultdict
from pathlib import Path


def file_hash(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as file:
        for chunk in iter(lambda: file.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def find_duplicates(folder: str) -> list[list[Path]]:
    by_size = defaultdict(list)
    for path in Path(folder).rglob("*"):
        if path.is_file():
            by_size[path.stat().st_size].append(path)
    by_hash = defaultdict(list)
    for paths in by_size.values():
        if len(paths) > 1:
            for path in paths:
                by_hash[file_hash(path)].append(path)
    return [paths for paths in by_hash.values() if len(paths) > 1]


for group in find_duplicates(sys.argv[1] if len(sys.argv) > 1 else "."):
    print("Duplicates:", *group, sep="\n  ")`,
        "Files are first grouped by size, which is free to read, and only files that share a size are hashed; SHA-256 of the contents then groups the true duplicates. Files are read in 1 MB chunks, so large ones never sit in memory.",
      ],
      bash: [
        code`#!/usr/bin/env bash
# Print groups of identical files under a folder (default: the current one).
set -euo pipefail

find "\${1:-.}" -type f -print0 | xargs -0 sha256sum | sort | uniq -w64 --all-repeated=separate`,
        "`sha256sum` prints each file's hash before its name, `sort` brings equal hashes together and `uniq -w64 --all-repeated=separate` keeps only the lines whose first 64 characters (the hash) repeat, one blank line between groups. `-print0` and `-0` keep names with spaces intact (GNU coreutils).",
      ],
    },
  },
  "resize-images": {
    does: "resize images",
    asked: /\b(?:resiz|downsiz|downscal|shrink|thumbnail)\w*\b[^.?!\n]*\b(?:images?|photos?|pictures?|pics?|jpe?gs?|pngs?)\b|\b(?:images?|photos?|pictures?)\s+resiz/i,
    codeOnly: false,
    prefers: "python",
    snippets: {
      python: [
        code`from pathlib import Path

from PIL import Image  # pip install Pillow

MAX_SIZE = (800, 800)
output = Path("resized")
output.mkdir(exist_ok=True)

for path in Path(".").glob("*.jpg"):
    with Image.open(path) as image:
        image.thumbnail(MAX_SIZE)
        image.save(output / path.name, quality=85)
        print(f"{path.name}: {image.width}x{image.height}")`,
        "`thumbnail` shrinks each image in place to fit within 800×800, keeping its aspect ratio and never enlarging it, and the copies go to `resized/` so the originals stay untouched; `quality=85` is a good JPEG size-to-quality balance.",
      ],
      bash: [
        code`#!/usr/bin/env bash
set -euo pipefail
shopt -s nullglob

mkdir -p resized
for f in *.jpg *.jpeg *.png; do
  magick "$f" -resize '800x800>' "resized/$f"
done`,
        "ImageMagick's `800x800>` geometry shrinks only images larger than 800×800 and keeps the aspect ratio; the copies go to `resized/`. With ImageMagick 6, the command is `convert` instead of `magick`.",
      ],
      javascript: [
        code`import { mkdir, readdir } from "node:fs/promises";
import sharp from "sharp"; // npm install sharp

await mkdir("resized", { recursive: true });
for (const name of await readdir(".")) {
  if (!/\.(jpe?g|png|webp)$/i.test(name)) continue;
  await sharp(name).resize({ width: 800, height: 800, fit: "inside", withoutEnlargement: true }).toFile(\`resized/\${name}\`);
}`,
        "`fit: \"inside\"` scales each image to fit within 800×800 keeping its aspect ratio, and `withoutEnlargement` leaves smaller images as they are; sharp is the fast, native image library most Node projects use.",
      ],
    },
  },
  "count-words-file": {
    does: "count the words in a file",
    asked: /\b(?:count\w*|number\s+of|how\s+many)\s+(?:the\s+)?(?:words|lines)\b[^.?!\n]*\bfiles?\b|\bword\s+count\w*\b[^.?!\n]*\bfiles?\b/i,
    codeOnly: false,
    prefers: "python",
    snippets: {
      python: [
        code`import sys

path = sys.argv[1] if len(sys.argv) > 1 else "input.txt"
lines = words = chars = 0
with open(path, encoding="utf-8") as file:
    for line in file:
        lines += 1
        words += len(line.split())
        chars += len(line)

print(f"{path}: {lines} lines, {words} words, {chars} characters")`,
        "The file is read one line at a time, so even a huge file never sits in memory, and `split()` with no argument splits on any run of whitespace, so extra spaces don't add words.",
      ],
      bash: [
        code`#!/usr/bin/env bash
set -euo pipefail

file="\${1:?Usage: $0 FILE}"
words=$(wc -w < "$file")
echo "$file has $words words"`,
        "`wc -w` counts whitespace-separated words (`-l` lines, `-c` bytes); reading the file through `<` makes it print just the number, without the file name.",
      ],
      javascript: [
        code`import { readFile } from "node:fs/promises";

const path = process.argv[2] ?? "input.txt";
const text = await readFile(path, "utf8");
const words = text.split(/\s+/).filter(Boolean).length;
console.log(\`\${path}: \${words} words\`);`,
        "Splitting on `/\\s+/` treats any run of whitespace as one separator, and `filter(Boolean)` drops the empty strings left by leading or trailing whitespace.",
      ],
    },
  },
  "watch-folder": {
    does: "watch a folder for changes",
    asked: /\b(?:watch|monitor)\w*\s+(?:an?\s+|the\s+|my\s+)?(?:folders?|director(?:y|ies)|dirs?|files?)\b|\bfile\s*(?:system\s+)?watcher\b/i,
    codeOnly: false,
    prefers: "javascript",
    snippets: {
      javascript: [
        code`import { watch } from "node:fs";

const folder = process.argv[2] ?? ".";
const watcher = watch(folder, { recursive: true }, (eventType, filename) => {
  console.log(\`\${new Date().toISOString()} \${eventType}: \${filename ?? "(unknown file)"}\`);
});
process.on("SIGINT", () => watcher.close());
console.log(\`Watching \${folder} (Ctrl+C to stop)\`);`,
        "`fs.watch` reports `rename` when a file appears or disappears and `change` when it is written; `recursive` covers subfolders (on Linux since Node 20). Editors often fire several events per save, so debounce them, or use the `chokidar` package for steadier events.",
      ],
      python: [
        code`import sys
import time

from watchdog.events import FileSystemEventHandler  # pip install watchdog
from watchdog.observers import Observer


class PrintChanges(FileSystemEventHandler):
    def on_any_event(self, event):
        if not event.is_directory:
            print(f"{event.event_type}: {event.src_path}")


folder = sys.argv[1] if len(sys.argv) > 1 else "."
observer = Observer()
observer.schedule(PrintChanges(), folder, recursive=True)
observer.start()
print(f"Watching {folder} (Ctrl+C to stop)")
try:
    while True:
        time.sleep(1)
except KeyboardInterrupt:
    observer.stop()
observer.join()`,
        "`watchdog` uses the operating system's own notifications (inotify, FSEvents, ReadDirectoryChangesW), so it reacts at once without polling; `on_any_event` receives created, modified, moved and deleted events alike.",
      ],
      bash: [
        code`#!/usr/bin/env bash
set -euo pipefail

folder="\${1:-.}"
inotifywait --monitor --recursive --event create,modify,delete,move \
  --timefmt '%F %T' --format '%T %e %w%f' "$folder" |
while read -r line; do
  echo "$line"
done`,
        "`inotifywait` (from `inotify-tools`, Linux only) prints a line per event as it happens; replace the `echo` with whatever should run on a change. On macOS, `fswatch -r \"$folder\"` does the same.",
      ],
    },
  },
  "send-email": {
    does: "send an email",
    asked: /\bsend\w*\s+(?:an?\s+|the\s+)?(?:e-?mails?|mail)\b|\bsmtp(?:lib)?\b/i,
    codeOnly: false,
    prefers: "python",
    snippets: {
      python: [
        code`import os
import smtplib
from email.message import EmailMessage

message = EmailMessage()
message["Subject"] = "Hello from Python"
message["From"] = "me@example.com"
message["To"] = "you@example.com"
message.set_content("This email was sent with smtplib.")

with smtplib.SMTP("smtp.example.com", 587) as server:
    server.starttls()
    server.login("me@example.com", os.environ["SMTP_PASSWORD"])
    server.send_message(message)
print("Sent")`,
        "`EmailMessage` builds the headers and body, and `starttls()` encrypts the connection before the password is sent; the password comes from an environment variable rather than the code. Gmail and most providers need an app password for SMTP.",
      ],
      javascript: [
        code`import nodemailer from "nodemailer"; // npm install nodemailer

const transporter = nodemailer.createTransport({
  host: "smtp.example.com",
  port: 587,
  secure: false,
  auth: { user: "me@example.com", pass: process.env.SMTP_PASSWORD },
});

const info = await transporter.sendMail({
  from: "me@example.com",
  to: "you@example.com",
  subject: "Hello from Node",
  text: "This email was sent with Nodemailer.",
});
console.log("Sent", info.messageId);`,
        "Nodemailer connects to the SMTP server on port 587 and upgrades to TLS with STARTTLS (`secure: true` is for port 465); the password comes from an environment variable rather than the code.",
      ],
    },
  },
  "http-server": {
    does: "run a simple HTTP server",
    asked: /\b(?:http|https|web|static\s+file|file)\s+servers?\b|\b(?:simple|basic|minimal|small|tiny)\s+(?:\w+\s+)?servers?\b/i,
    codeOnly: false,
    prefers: "javascript",
    snippets: {
      javascript: [
        code`import { createServer } from "node:http";

const server = createServer((request, response) => {
  if (request.method === "GET" && request.url === "/") {
    response.writeHead(200, { "Content-Type": "text/plain; charset=utf-8" });
    response.end("Hello, world!\n");
    return;
  }
  response.writeHead(404, { "Content-Type": "application/json" });
  response.end(JSON.stringify({ error: "Not found" }));
});

const port = Number(process.env.PORT ?? 3000);
server.listen(port, () => console.log(\`Listening on http://localhost:\${port}\`));`,
        "`createServer` calls the handler once per request with the request and a response to write; anything but `GET /` gets a 404. Node's built-in `http` module needs no install; reach for Express or Fastify once you have many routes.",
      ],
      python: [
        code`from http.server import BaseHTTPRequestHandler, HTTPServer


class Handler(BaseHTTPRequestHandler):
    def do_GET(self):
        if self.path == "/":
            status, body, kind = 200, b"Hello, world!\n", "text/plain; charset=utf-8"
        else:
            status, body, kind = 404, b'{"error": "Not found"}', "application/json"
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


server = HTTPServer(("localhost", 8000), Handler)
print("Listening on http://localhost:8000")
server.serve_forever()`,
        "`HTTPServer` calls `do_GET` for each GET request; the handler sends a status, headers and then the body. To just serve the files of the current folder, `python -m http.server 8000` is enough.",
      ],
    },
  },
  debounce: {
    does: "debounce a function",
    asked: /\bdebounc/i,
    codeOnly: true,
    prefers: "javascript",
    snippets: {
      javascript: [
        code`function debounce(fn, wait = 300) {
  let timer;
  return function (...args) {
    clearTimeout(timer);
    timer = setTimeout(() => fn.apply(this, args), wait);
  };
}

const search = debounce((query) => console.log("Searching for", query), 300);
search("r");
search("re");
search("react"); // only this call runs, 300 ms after the last keystroke`,
        "Each call cancels the pending timer and starts a new one, so `fn` runs only once the calls have stopped for `wait` milliseconds: a search box queries once the user pauses typing, not on every key.",
      ],
      typescript: [
        code`function debounce<Args extends unknown[]>(fn: (...args: Args) => void, wait = 300): (...args: Args) => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return (...args: Args) => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => fn(...args), wait);
  };
}

const search = debounce((query: string) => console.log("Searching for", query), 300);
search("r");
search("re");
search("react"); // only this call runs, 300 ms after the last keystroke`,
        "Each call cancels the pending timer and starts a new one, so `fn` runs only once the calls stop for `wait` ms; `Args` keeps the arguments typed.",
      ],
      python: [
        code`import threading


def debounce(wait: float):
    """Delay calls until wait seconds have passed without another call."""

    def decorator(fn):
        timer = None

        def debounced(*args, **kwargs):
            nonlocal timer
            if timer is not None:
                timer.cancel()
            timer = threading.Timer(wait, fn, args, kwargs)
            timer.start()

        return debounced

    return decorator


@debounce(0.3)
def search(query):
    print("Searching for", query)


for query in ["r", "re", "react"]:
    search(query)  # only "react" is searched, 0.3 s later`,
        "Each call cancels the pending `threading.Timer` and starts a new one, so the function runs only once the calls have stopped for `wait` seconds; note that it then runs on the timer's thread.",
      ],
    },
  },
  throttle: {
    does: "throttle a function",
    asked: /\bthrottl/i,
    codeOnly: true,
    prefers: "javascript",
    snippets: {
      javascript: [
        code`function throttle(fn, interval = 200) {
  let last = 0;
  return function (...args) {
    const now = Date.now();
    if (now - last >= interval) {
      last = now;
      fn.apply(this, args);
    }
  };
}

window.addEventListener("scroll", throttle(() => console.log("scrollY:", window.scrollY), 200));`,
        "The wrapped function runs at most once per `interval` milliseconds and drops the calls in between, so a scroll or resize handler that fires dozens of times a second does its work five times a second. Unlike a debounce, it keeps running while the events continue.",
      ],
      typescript: [
        code`function throttle<Args extends unknown[]>(fn: (...args: Args) => void, interval = 200): (...args: Args) => void {
  let last = 0;
  return (...args: Args) => {
    const now = Date.now();
    if (now - last >= interval) {
      last = now;
      fn(...args);
    }
  };
}

window.addEventListener("scroll", throttle(() => console.log("scrollY:", window.scrollY), 200));`,
        "The wrapped function runs at most once per `interval` milliseconds and drops the calls in between, so a scroll handler does its work five times a second however often the event fires; `Args` keeps the arguments typed.",
      ],
    },
  },
  "deep-clone": {
    does: "deep clone an object",
    asked: /\bdeep[\s-]*(?:clon|cop)\w*|\bclon\w*\s+(?:an?\s+|the\s+)?(?:nested\s+)?(?:objects?|dicts?|dictionar)/i,
    codeOnly: true,
    prefers: "javascript",
    snippets: {
      javascript: [
        code`const original = { name: "Ada", tags: ["math"], born: new Date("1815-12-10"), address: { city: "London" } };

const copy = structuredClone(original);
copy.address.city = "Paris";
copy.tags.push("poetry");

console.log(original.address.city, original.tags); // London [ 'math' ]
console.log(copy.born instanceof Date); // true`,
        "`structuredClone` (built into browsers and Node 17+) copies nested objects, arrays, dates, maps, sets and even circular references, so changing the copy leaves the original alone. It throws on functions and drops class prototypes; `JSON.parse(JSON.stringify(obj))` also loses dates and `undefined`.",
      ],
      typescript: [
        code`interface Person {
  name: string;
  tags: string[];
  born: Date;
  address: { city: string };
}

const original: Person = { name: "Ada", tags: ["math"], born: new Date("1815-12-10"), address: { city: "London" } };

const copy: Person = structuredClone(original);
copy.address.city = "Paris";
copy.tags.push("poetry");

console.log(original.address.city, original.tags); // London [ 'math' ]`,
        "`structuredClone` (built into browsers and Node 17+) copies nested objects, arrays, dates, maps and sets, and returns the same type it is given. It throws on functions and drops class prototypes, so a class instance comes back as a plain object.",
      ],
      python: [
        code`import copy

original = {"name": "Ada", "tags": ["math"], "address": {"city": "London"}}

clone = copy.deepcopy(original)
clone["address"]["city"] = "Paris"
clone["tags"].append("poetry")

print(original["address"]["city"], original["tags"])  # London ['math']`,
        "`copy.deepcopy` copies every nested list and dictionary (and handles circular references), while `copy.copy` or `dict(original)` copies only the outer level, sharing the nested ones.",
      ],
    },
  },
  "flatten-array": {
    does: "flatten a nested array",
    asked: /\bflatten\w*\b[^.?!\n]*\b(?:arrays?|lists?)\b|\bnested\s+(?:arrays?|lists?)\b[^.?!\n]*\bflat/i,
    codeOnly: true,
    prefers: "javascript",
    snippets: {
      javascript: [
        code`const nested = [1, [2, [3, [4]], 5]];

console.log(nested.flat()); // [ 1, 2, [ 3, [ 4 ] ], 5 ]: one level
console.log(nested.flat(Infinity)); // [ 1, 2, 3, 4, 5 ]: every level

function flatten(items) {
  return items.reduce((flat, item) => flat.concat(Array.isArray(item) ? flatten(item) : item), []);
}
console.log(flatten(nested)); // [ 1, 2, 3, 4, 5 ]`,
        "`flat()` removes one level of nesting and `flat(Infinity)` all of them; the recursive `flatten` shows what it does, for runtimes older than ES2019.",
      ],
      typescript: [
        code`type Nested<T> = T | Nested<T>[];

function flatten<T>(items: Nested<T>[]): T[] {
  return items.flatMap((item) => (Array.isArray(item) ? flatten(item) : [item]));
}

const nested: Nested<number>[] = [1, [2, [3, [4]], 5]];
console.log(flatten(nested)); // [ 1, 2, 3, 4, 5 ]`,
        "`Nested<T>` describes arrays nested to any depth, and `flatten` recurses into every inner array; for arrays of known depth, the built-in `nested.flat(Infinity)` does the same.",
      ],
      python: [
        code`def flatten(items):
    """Yield the values of arbitrarily nested lists and tuples, in order."""
    for item in items:
        if isinstance(item, (list, tuple)):
            yield from flatten(item)
        else:
            yield item


nested = [1, [2, [3, [4]], 5]]
print(list(flatten(nested)))  # [1, 2, 3, 4, 5]`,
        "The generator recurses into each inner list or tuple with `yield from` and yields everything else as is; strings are left whole. For exactly one level, `[x for sub in nested for x in sub]` is enough.",
      ],
    },
  },
  "sort-by-key": {
    does: "sort a list of objects by a key",
    asked: /\bsort\w*\b[^.?!\n]*\b(?:objects?|dicts?|dictionar(?:y|ies)|by\s+(?:a\s+|the\s+|their\s+|its\s+|one\s+)?(?:keys?|propert(?:y|ies)|fields?|attributes?))\b/i,
    codeOnly: true,
    askedInCode: /\bsort\w*\s+(?:\w+\s+){1,3}?by\s+(?:their\s+|its\s+|the\s+)?\w+/i,
    prefers: "javascript",
    snippets: {
      javascript: [
        code`const people = [
  { name: "Linus", age: 28 },
  { name: "Ada", age: 36 },
  { name: "Grace", age: 30 },
];

function sortBy(items, key) {
  return [...items].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
}

console.log(sortBy(people, "age").map((p) => p.name)); // [ 'Linus', 'Grace', 'Ada' ]
console.log(people.toSorted((a, b) => a.name.localeCompare(b.name)).map((p) => p.name)); // [ 'Ada', 'Grace', 'Linus' ]`,
        "`sort` takes a comparator that returns a negative number, zero or a positive number; copying first (`[...items]`, or `toSorted` in ES2023) leaves the original array in its order. `localeCompare` sorts strings as people expect, accents included; reverse `a` and `b` for descending order.",
      ],
      typescript: [
        code`interface Person {
  name: string;
  age: number;
}

function sortBy<T, K extends keyof T>(items: readonly T[], key: K): T[] {
  return [...items].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
}

const people: Person[] = [
  { name: "Linus", age: 28 },
  { name: "Ada", age: 36 },
  { name: "Grace", age: 30 },
];
console.log(sortBy(people, "age").map((p) => p.name)); // [ 'Linus', 'Grace', 'Ada' ]`,
        "`K extends keyof T` lets the compiler reject a key the objects don't have, and sorting a copy leaves the original array in its order; reverse `a` and `b` for descending order.",
      ],
      python: [
        code`from operator import itemgetter

people = [
    {"name": "Linus", "age": 28},
    {"name": "Ada", "age": 36},
    {"name": "Grace", "age": 30},
]

by_age = sorted(people, key=itemgetter("age"))
by_name_desc = sorted(people, key=lambda p: p["name"].lower(), reverse=True)

print([p["name"] for p in by_age])  # ['Linus', 'Grace', 'Ada']
print([p["name"] for p in by_name_desc])  # ['Linus', 'Grace', 'Ada']`,
        "`sorted` returns a new list ordered by what `key` returns for each item (`list.sort` sorts in place); `itemgetter(\"age\")` reads a dictionary key, `attrgetter` an object's attribute, and `reverse=True` flips the order.",
      ],
    },
  },
  "read-file-lines": {
    does: "read a file line by line",
    asked: /\bline[\s-]+by[\s-]+line\b|\b(?:each|every)\s+line\s+(?:of|in)\s+(?:an?\s+|the\s+)?(?:text\s+)?file\b|\bread\w*\s+(?:from\s+)?(?:an?\s+|the\s+)?(?:text\s+)?files?\b/i,
    codeOnly: false,
    prefers: "python",
    snippets: {
      python: [
        code`with open("input.txt", encoding="utf-8") as file:
    for number, line in enumerate(file, start=1):
        print(number, line.rstrip("\n"))

# Or the whole file at once, for small files:
with open("input.txt", encoding="utf-8") as file:
    text = file.read()`,
        "Iterating over a file object reads one line at a time, so memory stays flat however large the file is; `with` closes the file even if an error occurs, and `rstrip(\"\\n\")` drops the line break each line ends with.",
      ],
      javascript: [
        code`import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";

const lines = createInterface({ input: createReadStream("input.txt"), crlfDelay: Infinity });
let number = 0;
for await (const line of lines) {
  number += 1;
  console.log(number, line);
}`,
        "`readline` over a read stream hands over one line at a time, so a large file never sits in memory, and `crlfDelay: Infinity` treats Windows `\\r\\n` endings as one break. For a small file, `(await readFile(\"input.txt\", \"utf8\")).split(/\\r?\\n/)` is simpler.",
      ],
      bash: [
        code`#!/usr/bin/env bash
set -euo pipefail

n=0
while IFS= read -r line || [[ -n "$line" ]]; do
  n=$((n + 1))
  echo "$n: $line"
done < "\${1:-input.txt}"`,
        "`IFS=` keeps leading and trailing spaces, `-r` keeps backslashes as written, and the `|| [[ -n \"$line\" ]]` test still handles a last line that has no final newline.",
      ],
    },
  },
  "environment-variables": {
    does: "read environment variables",
    asked: /\benv(?:ironment)?[\s-]+var(?:iable)?s?\b|\bprocess\.env\b|\bos\.environ\b|\bdotenv\b|\.env\s+files?\b/i,
    codeOnly: false,
    prefers: "python",
    snippets: {
      python: [
        code`import os

api_key = os.environ["API_KEY"]  # KeyError if unset: required settings fail early
port = int(os.environ.get("PORT", "8000"))  # a default for optional ones
debug = os.getenv("DEBUG", "false").lower() in ("1", "true", "yes")

print(f"port={port} debug={debug} key set={bool(api_key)}")`,
        "`os.environ` is a dictionary of the process's environment: indexing it fails loudly for a required variable, `.get` gives a default, and every value is a string to convert yourself. Set one with `export API_KEY=…` in the shell, or load a `.env` file with `python-dotenv`.",
      ],
      javascript: [
        code`const apiKey = process.env.API_KEY;
if (!apiKey) throw new Error("API_KEY is not set");

const port = Number(process.env.PORT ?? 3000);
const debug = ["1", "true", "yes"].includes((process.env.DEBUG ?? "").toLowerCase());

console.log({ port, debug });`,
        "`process.env` holds the environment as strings (or `undefined` when unset), so required values are checked up front and numbers converted. Node 20.6+ loads a `.env` file with `node --env-file=.env app.js`; older versions use the `dotenv` package.",
      ],
      bash: [
        code`#!/usr/bin/env bash
set -euo pipefail

: "\${API_KEY:?API_KEY is not set}"
port="\${PORT:-8000}"
export LOG_LEVEL=debug

echo "port=$port"`,
        "`${API_KEY:?…}` stops the script with that message when the variable is unset or empty, `${PORT:-8000}` gives a default, and `export` makes a variable visible to the programs the script starts.",
      ],
    },
  },
  "command-line-arguments": {
    does: "read command-line arguments",
    asked: /\b(?:command[\s-]*line|cli|cmd)\s+(?:arg(?:ument)?s?|options|flags|param(?:eter)?s)\b|\b(?:argparse|sys\.argv|process\.argv|getopts|parseArgs)\b|\bpars\w*\s+(?:the\s+)?(?:arg(?:ument)?s|flags)\b/i,
    codeOnly: true,
    prefers: "python",
    snippets: {
      python: [
        code`import argparse

parser = argparse.ArgumentParser(description="Greet someone.")
parser.add_argument("name", help="who to greet")
parser.add_argument("-n", "--times", type=int, default=1, help="how many times (default: 1)")
parser.add_argument("-v", "--verbose", action="store_true", help="print more")
args = parser.parse_args()

for _ in range(args.times):
    print(f"Hello, {args.name}!")
if args.verbose:
    print(f"Greeted {args.name} {args.times} time(s)")`,
        "`argparse` reads `sys.argv`, converts `--times` to an int, and prints a usage message with `-h` or an error for a missing or bad argument. For a quick script, `sys.argv[1:]` is the raw list of arguments.",
      ],
      javascript: [
        code`import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  options: {
    times: { type: "string", short: "n", default: "1" },
    verbose: { type: "boolean", short: "v", default: false },
  },
  allowPositionals: true,
});

const name = positionals[0] ?? "world";
for (let i = 0; i < Number(values.times); i++) console.log(\`Hello, \${name}!\`);
if (values.verbose) console.log(\`Greeted \${name} \${values.times} time(s)\`);`,
        "`util.parseArgs` (built into Node 18.3+) reads `process.argv` and throws on an unknown option; its values are strings or booleans, hence `Number(values.times)`. `process.argv.slice(2)` is the raw list if you need no options.",
      ],
      bash: [
        code`#!/usr/bin/env bash
set -euo pipefail

usage="Usage: $0 [-n TIMES] [-v] NAME"
times=1
verbose=false
while getopts "n:vh" opt; do
  case "$opt" in
    n) times="$OPTARG" ;;
    v) verbose=true ;;
    h) echo "$usage"; exit 0 ;;
    *) echo "$usage" >&2; exit 1 ;;
  esac
done
shift $((OPTIND - 1))
name="\${1:?$usage}"

for ((i = 0; i < times; i++)); do echo "Hello, $name!"; done
if [[ "$verbose" == true ]]; then echo "Greeted $name $times time(s)"; fi`,
        "`getopts \"n:vh\"` reads the short options (the colon marks `-n` as taking a value), `shift` drops them so `$1` is the first positional argument, and `${1:?…}` stops with the usage when it is missing.",
      ],
    },
  },
  "cron-job": {
    does: "schedule a script with a cron job",
    asked: /\bcron(?:tab)?\b/i,
    codeOnly: true,
    prefers: "bash",
    snippets: {
      bash: [
        code`# Open your crontab for editing:
crontab -e

# Add one line per job: minute hour day-of-month month day-of-week command
# Every day at 02:30, appending output and errors to a log:
30 2 * * * /home/me/scripts/backup.sh >> /home/me/backup.log 2>&1

# Other schedules:
# */15 * * * *   every 15 minutes
# 0 9 * * 1-5    at 09:00 on weekdays
# 0 0 1 * *      at midnight on the first of each month

# List your jobs:
crontab -l`,
        "Cron runs each line when the five time fields match, with a minimal environment, so use absolute paths, make the script executable (`chmod +x`), and redirect its output to a log to see what happened. crontab.guru checks what a schedule means.",
      ],
    },
  },
  "retry-backoff": {
    does: "retry with exponential backoff",
    asked: /\bback[\s-]?off\b|\bretr(?:y|ies|ying)\s+(?:function|logic|helper|decorator|wrapper|loop|mechanism)\b/i,
    codeOnly: true,
    prefers: "javascript",
    snippets: {
      javascript: [
        code`const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function retry(task, { attempts = 5, baseDelay = 500, maxDelay = 10_000 } = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= attempts) throw error;
      const delay = Math.min(maxDelay, baseDelay * 2 ** (attempt - 1));
      await sleep(delay / 2 + Math.random() * (delay / 2));
    }
  }
}

const data = await retry(async () => {
  const response = await fetch("https://api.example.com/data");
  if (!response.ok) throw new Error(\`HTTP \${response.status}\`);
  return response.json();
});`,
        "Each failure doubles the wait (0.5 s, 1 s, 2 s, 4 s…, capped at 10 s) and the last failure is rethrown; the random half of each wait (jitter) keeps many clients from retrying in step. Retry only errors that can pass, such as timeouts, 429 and 5xx, not a 400.",
      ],
      typescript: [
        code`const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface RetryOptions {
  attempts?: number;
  baseDelay?: number;
  maxDelay?: number;
}

async function retry<T>(task: () => Promise<T>, { attempts = 5, baseDelay = 500, maxDelay = 10_000 }: RetryOptions = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= attempts) throw error;
      const delay = Math.min(maxDelay, baseDelay * 2 ** (attempt - 1));
      await sleep(delay / 2 + Math.random() * (delay / 2));
    }
  }
}

const data = await retry(async () => {
  const response = await fetch("https://api.example.com/data");
  if (!response.ok) throw new Error(\`HTTP \${response.status}\`);
  return (await response.json()) as { items: string[] };
});`,
        "Each failure doubles the wait (0.5 s, 1 s, 2 s…, capped at 10 s) and the last failure is rethrown; the random half of each wait (jitter) keeps many clients from retrying in step, and `T` carries the task's result type through.",
      ],
      python: [
        code`import random
import time
import urllib.request


def retry(task, attempts=5, base_delay=0.5, max_delay=10.0, exceptions=(Exception,)):
    """Call task() until it succeeds, waiting exponentially longer, with jitter, between attempts."""
    for attempt in range(1, attempts + 1):
        try:
            return task()
        except exceptions:
            if attempt == attempts:
                raise
            delay = min(max_delay, base_delay * 2 ** (attempt - 1))
            time.sleep(delay / 2 + random.uniform(0, delay / 2))


page = retry(lambda: urllib.request.urlopen("https://example.com", timeout=10).read(), attempts=4)
print(len(page))`,
        "Each failure doubles the wait (0.5 s, 1 s, 2 s…, capped at 10 s) and the last failure is re-raised; the random half of each wait (jitter) keeps many clients from retrying in step. Narrow `exceptions` to the errors worth retrying, such as timeouts.",
      ],
    },
  },
  stopwatch: {
    does: "time code with a stopwatch",
    asked: /\bstop\s*-?\s*watch\b|(?<!down\s)\btimer\b|\b(?:measur|tim)\w*\s+(?:how\s+long|the\s+(?:execution|elapsed|run(?:ning)?)\s+time|execution\s+time|elapsed\s+time)\b/i,
    codeOnly: false,
    prefers: "python",
    snippets: {
      python: [
        code`import time


class Stopwatch:
    """Measure elapsed time with a monotonic clock, so clock changes don't skew it."""

    def __init__(self):
        self.elapsed = 0.0
        self._started = None

    def start(self):
        if self._started is None:
            self._started = time.perf_counter()

    def stop(self):
        if self._started is not None:
            self.elapsed += time.perf_counter() - self._started
            self._started = None
        return self.elapsed

    def reset(self):
        self.elapsed, self._started = 0.0, None


watch = Stopwatch()
watch.start()
total = sum(range(10_000_000))
print(f"{watch.stop():.3f} s")`,
        "`time.perf_counter()` is the highest-resolution clock and never jumps when the system time changes, so the difference of two readings is a true duration; stopping and starting again adds to the total, like a real stopwatch.",
      ],
      javascript: [
        code`class Stopwatch {
  #elapsed = 0;
  #started = null;

  start() {
    if (this.#started === null) this.#started = performance.now();
  }

  stop() {
    if (this.#started !== null) {
      this.#elapsed += performance.now() - this.#started;
      this.#started = null;
    }
    return this.#elapsed;
  }

  reset() {
    this.#elapsed = 0;
    this.#started = null;
  }
}

const watch = new Stopwatch();
watch.start();
for (let i = 0, total = 0; i < 10_000_000; i++) total += i;
console.log(\`\${watch.stop().toFixed(1)} ms\`);`,
        "`performance.now()` gives milliseconds with sub-millisecond precision from a clock that never jumps with the system time; stopping and starting again adds to the total. For a one-off measurement, `console.time(\"label\")` and `console.timeEnd(\"label\")` print it directly.",
      ],
    },
  },
  "random-password": {
    does: "generate a random password",
    asked: /\b(?:random|secure|strong)\s+passwords?\b|\bpassword\s+generat\w*\b|\bgenerat\w*\s+(?:an?\s+|the\s+)?(?:\w+\s+){0,2}?passwords?\b/i,
    codeOnly: false,
    prefers: "python",
    snippets: {
      python: [
        code`import secrets
import string


def generate_password(length: int = 16) -> str:
    """A random password with a lowercase letter, an uppercase letter, a digit and a symbol."""
    alphabet = string.ascii_letters + string.digits + "!@#$%^&*-_=+"
    while True:
        password = "".join(secrets.choice(alphabet) for _ in range(length))
        if (
            any(c.islower() for c in password)
            and any(c.isupper() for c in password)
            and any(c.isdigit() for c in password)
            and any(not c.isalnum() for c in password)
        ):
            return password


print(generate_password())`,
        "`secrets` draws from the operating system's cryptographically secure source, unlike `random`, whose output can be predicted; a password missing one of the four kinds of character is simply drawn again.",
      ],
      javascript: [
        code`function generatePassword(length = 16) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*-_=+";
  const limit = 256 - (256 % alphabet.length);
  let password = "";
  while (password.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < limit && password.length < length) password += alphabet[byte % alphabet.length];
    }
  }
  return password;
}

console.log(generatePassword());`,
        "`crypto.getRandomValues` (in browsers and Node) is cryptographically secure, unlike `Math.random`; bytes at or above `limit` are skipped so that `% alphabet.length` does not favour the first characters.",
      ],
      bash: [
        code`#!/usr/bin/env bash
set -euo pipefail

length="\${1:-20}"
openssl rand -base64 48 | tr -d '\n/+=' | cut -c "1-$length"`,
        "`openssl rand` reads the system's secure random source; the base64 text is stripped of line breaks and the `/+=` characters, then cut to the length asked (up to about 60).",
      ],
    },
  },
  "validate-phone": {
    does: "validate a phone number",
    asked: /\bphone(?:\s+numbers?)?\b[^.?!\n]*\b(?:valid\w*|check\w*|verif\w*|regex\w*|format\w*)|\b(?:valid\w*|check\w*|verif\w*|regex\w*)\b[^.?!\n]*\bphone\b/i,
    codeOnly: false,
    prefers: "javascript",
    snippets: {
      javascript: [
        code`// E.164: a plus sign, a country code and at most 15 digits in all, e.g. +14155552671.
const E164 = /^\+[1-9]\d{1,14}$/;

function isValidPhone(input) {
  const compact = input.replace(/[\s().-]/g, "");
  return E164.test(compact);
}

console.log(isValidPhone("+1 (415) 555-2671")); // true
console.log(isValidPhone("555-2671")); // false: no country code`,
        "Spaces, dots, dashes and parentheses people type are removed first, then the rest must be a `+`, a country code and up to 15 digits in all (the international E.164 format). That checks the format only; for each country's real numbering rules, use `isValidPhoneNumber` from libphonenumber-js.",
      ],
      typescript: [
        code`// E.164: a plus sign, a country code and at most 15 digits in all, e.g. +14155552671.
const E164 = /^\+[1-9]\d{1,14}$/;

function isValidPhone(input: string): boolean {
  const compact = input.replace(/[\s().-]/g, "");
  return E164.test(compact);
}

console.log(isValidPhone("+1 (415) 555-2671")); // true
console.log(isValidPhone("555-2671")); // false: no country code`,
        "Spaces, dots, dashes and parentheses are removed first, then the rest must be a `+`, a country code and up to 15 digits (the E.164 format). That checks the format only; for each country's numbering rules, use `isValidPhoneNumber` from libphonenumber-js.",
      ],
      python: [
        code`import re

E164 = re.compile(r"\+[1-9]\d{1,14}")


def is_valid_phone(text: str) -> bool:
    """True for an international number such as +1 (415) 555-2671, once spaces and punctuation are removed."""
    compact = re.sub(r"[\s().-]", "", text)
    return E164.fullmatch(compact) is not None


print(is_valid_phone("+1 (415) 555-2671"))  # True
print(is_valid_phone("555-2671"))  # False: no country code`,
        "Spaces, dots, dashes and parentheses are removed, then `fullmatch` requires the whole rest to be a `+`, a country code and up to 15 digits (E.164). That checks the format only; the `phonenumbers` package knows each country's real rules.",
      ],
    },
  },
  "merge-objects": {
    does: "merge two objects",
    asked: /\b(?:merg|combin)\w*\b[^.?!\n]*\b(?:objects?|dicts?|dictionar(?:y|ies))\b/i,
    codeOnly: true,
    prefers: "javascript",
    snippets: {
      javascript: [
        code`const defaults = { theme: "light", fontSize: 14, features: { search: true } };
const settings = { fontSize: 16, features: { beta: true } };

const shallow = { ...defaults, ...settings };
console.log(shallow.features); // { beta: true }

function deepMerge(target, source) {
  const result = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const bothObjects = isPlainObject(value) && isPlainObject(result[key]);
    result[key] = bothObjects ? deepMerge(result[key], value) : value;
  }
  return result;
}

function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

console.log(deepMerge(defaults, settings).features); // { search: true, beta: true }`,
        "Spreading (`{ ...a, ...b }`, like `Object.assign({}, a, b)`) copies the keys of both, the later object winning, but replaces a nested object whole; `deepMerge` merges nested objects key by key instead. Neither changes the originals.",
      ],
      typescript: [
        code`type Settings = { theme: string; fontSize: number; features: Record<string, boolean> };

const defaults: Settings = { theme: "light", fontSize: 14, features: { search: true } };
const overrides: Partial<Settings> = { fontSize: 16 };

const merged: Settings = { ...defaults, ...overrides };
const withFeatures: Settings = { ...merged, features: { ...merged.features, beta: true } };

console.log(merged.fontSize, withFeatures.features); // 16 { search: true, beta: true }`,
        "Spreading copies the keys of both objects, the later one winning, and TypeScript types the result; `Partial<Settings>` lets the overrides name only some keys. A nested object is replaced whole, so merge it with its own spread, as `features` is here.",
      ],
      python: [
        code`defaults = {"theme": "light", "font_size": 14, "features": {"search": True}}
settings = {"font_size": 16, "features": {"beta": True}}

merged = defaults | settings  # Python 3.9+; {**defaults, **settings} before that
print(merged["features"])  # {'beta': True}


def deep_merge(target: dict, source: dict) -> dict:
    result = dict(target)
    for key, value in source.items():
        if isinstance(value, dict) and isinstance(result.get(key), dict):
            result[key] = deep_merge(result[key], value)
        else:
            result[key] = value
    return result


print(deep_merge(defaults, settings)["features"])  # {'search': True, 'beta': True}`,
        "`a | b` builds a new dictionary with the keys of both, the right one winning, but replaces a nested dictionary whole; `deep_merge` merges nested dictionaries key by key instead. Neither changes the originals.",
      ],
    },
  },
} satisfies Record<string, ScriptTask>;

/** The name of an everyday script the mock can write. */
export type ScriptTaskId = keyof typeof SCRIPT_TASKS;

/**
 * A word of some task's pattern: a prompt without one asks for none of them, and leaves after
 * this one scan instead of the table's patterns (most chats are not requests for these).
 */
const ANY_SCRIPT_WORD =
  /back|renam|chang|convert|download|fetch|save|grab|scrap|csv|json|api|duplicat|identical|same\s+file|resiz|downs|shrink|thumbnail|count|number\s+of|how\s+many|watch|monitor|send|smtp|server|debounc|throttl|deep|clon|flatten|nested|sort|line|read|env|argv|argparse|getopts|parseargs|arg|flag|cron|back-?off|retr|stop\s*-?\s*watch|timer|measur|tim|password|phone|merg|combin/i;
/** A word of the patterns of the tasks that are code by themselves: without a word of code, a prompt needs one of these to be tried. */
const CODE_ONLY_WORD = /csv|json|api|debounc|throttl|deep|clon|flatten|nested|sort|argv|argparse|getopts|parseargs|arg|flag|cron|back-?off|retr|merg|combin/i;
/** Longer than a request for a script: pasted text or code to work on, not a task to code. */
const MAX_PROMPT = 300;
/** Pasted code or data ("Parse this JSON: {…}"): a task on what is given, not a script to write. */
const PASTED = /[{}]|```/;
/** "Write…", "implement…": a request to write something, here a script. */
const WRITE = /\b(?:write|implement|code|show me|create|make|build|give me)\b/i;

/** The tasks in table order. */
const TASKS_IN_ORDER = Object.entries(SCRIPT_TASKS) as [ScriptTaskId, ScriptTask][];
/**
 * The tasks' patterns in the order they are tried, each task's `asked` then its `askedInCode`
 * (pattern 2i and 2i + 1 of task i), by their required words: a prompt tries only the patterns
 * whose words it has. Read off the patterns on the first request for code, not at start.
 */
let taskPatterns: WordPrefilter | undefined;

/** The first task, in table order, that the prompt asks for in code. */
export function scriptTaskOf(prompt: string): ScriptTaskId | undefined {
  if (prompt.length > MAX_PROMPT || !ANY_SCRIPT_WORD.test(prompt) || PASTED.test(prompt) || asksAboutIt(prompt)) return undefined;
  const forCode = asksForCode(prompt) || WRITE.test(prompt);
  if (!forCode && !CODE_ONLY_WORD.test(prompt)) return undefined;
  taskPatterns ??= new WordPrefilter(TASKS_IN_ORDER.flatMap(([, task]) => [requiredWords(task.asked.source), task.askedInCode === undefined ? [] : requiredWords(task.askedInCode.source)]));
  for (const index of taskPatterns.candidates(prompt.toLowerCase())) {
    const [id, task] = TASKS_IN_ORDER[index >> 1]!;
    // Without a word of code, only a task that is code by itself ("deep clone") is tried.
    if (index % 2 === 0 ? (forCode || task.codeOnly) && task.asked.test(prompt) : forCode && task.askedInCode!.test(prompt)) return id;
  }
  return undefined;
}

/** "renames all .txt files to .md": the two extensions, else .txt and .md. */
const EXTENSIONS = /(?:^|[\s"'(])\.([a-z0-9]{1,5})\b[^\n]*?\b(?:to|into|as)\s+\.?([a-z0-9]{1,5})\b/i;

function extensionsIn(prompt: string): { from: string; to: string } {
  const found = EXTENSIONS.exec(prompt);
  return found ? { from: found[1]!.toLowerCase(), to: found[2]!.toLowerCase() } : { from: "txt", to: "md" };
}

/** The language to answer in: the one the prompt names, else the task's own. */
function answerLanguageOf(prompt: string, task: ScriptTask): string {
  return languageNamedIn(prompt) ?? task.prefers;
}

/**
 * A model's answer to a request for an everyday script: an intro (drawn from `random`), the fenced
 * snippet in the language asked (the task's own when none is) and how it works; undefined when
 * the prompt asks for none of them or names a language the task has no snippet in (the skeleton
 * of code-skeletons.ts answers that honestly).
 * @example codeScriptReply("Write a bash script that backs up a folder", seededRandom(1)) // "Here's how to back up a folder in Bash:\n\n```bash\n#!/usr/bin/env bash…"
 */
export function codeScriptReply(prompt: string, random: Random): string | undefined {
  const id = scriptTaskOf(prompt);
  if (id === undefined) return undefined;
  const task: ScriptTask = SCRIPT_TASKS[id];
  const language = answerLanguageOf(prompt, task);
  const snippet = task.snippets[language as ScriptLanguage];
  if (snippet === undefined) return undefined;
  const name = LANGUAGE_NAMES[language as ScriptLanguage];
  const intro = random.pick([`Here's how to ${task.does} in ${name}:`, `Sure! Here's a simple way to ${task.does} in ${name}:`, `You can ${task.does} in ${name} like this:`]);
  const { from, to } = id === "rename-extension" ? extensionsIn(prompt) : { from: "", to: "" };
  const filled = (text: string) => (id === "rename-extension" ? text.replaceAll("{from}", from).replaceAll("{to}", to) : text);
  return `${intro}\n\n\`\`\`${language}\n${filled(snippet[0])}\n\`\`\`\n\n${filled(snippet[1])}`;
}
