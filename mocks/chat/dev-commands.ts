/**
 * Replies to the command-line questions developers ask most: "How do I undo the last git
 * commit?", "How do I find large files in Linux?", "What's running on port 3000?", "How do I
 * create a Python virtual env?". A model answers each with the command in a fenced `bash` block,
 * a line on what it does and the caveat that bites people; tips that fit any subject ("Test the
 * edges") read as a broken mock to a developer.
 *
 * The commands are the tools' own documented ones (git, GNU/BSD coreutils, lsof, npm, nvm,
 * docker, pip). Which question a prompt is, is designed here rather than stated anywhere: a
 * question is matched by its intent words ("undo" + "commit", "delete" + "branch"), not by its
 * phrasing, so "how can I…", "how to…", "what's the command to…" and a bare "git undo commit"
 * all find it. Numbers in the prompt flow into the command: port 3000 gives `lsof -i :3000`, "the
 * last 3 commits" gives `HEAD~3`.
 *
 * A prompt pays one cheap cue test (the tools' and objects' words); a pasted text, a request
 * for a script or a comparison ("merge vs rebase") is left to the modules that answer those.
 */

/** Cheap first look: the words these questions name a tool or its object by. */
const CUE = /\b(?:git|commits?|merge|conflicts?|rebase|branch(?:es)?|stash|head|remote|cherry|squash|docker|containers?|images?|npm|node|nvm|pip|venv|virtual\s*env\w*|virtualenv|requirements|ports?|process(?:es)?|files?|disk|space|lines|grep|text|executable|chmod|env(?:ironment)?|variables?|logs?|cache|packages|dependenc(?:y|ies)|outdated|peer)\b/i;
/** A question or a request for the command, not a text, a comparison or code to write. */
const ASKED = /^\s*(?:(?:so|and|ok|okay),?\s+)?(?:how|what|what's|whats|which|where|is\s+there|can|could|i\s+(?:want|need|accidentally|wrongly|committed)|command|cmd|git|docker|npm|nvm|pip|python|linux|bash|shell|terminal|undo|revert|reset|delete|remove|rename|create|list|show|see|view|find|check|kill|stop|free|clear|update|upgrade|install|squash|stash|merge|resolve|go|change|set|tail|count|search|make|help|please|tell|give)\b|\?\s*$/i;
const NOT_ASKED = /\b(?:vs\.?|versus|difference|compare|explain\s+the\s+difference)\b|\b(?:write|generate|build|create)\s+(?:me\s+)?(?:an?\s+)?(?:\w+\s+){0,2}(?:script|program|function|class|component|app)\b/i;
const MAX_PROMPT = 160;

/** What a prompt's numbers and words fill into a command. */
interface Asked {
  /** The lower-cased prompt. */
  text: string;
  /** The prompt as typed, for a quoted search term's case. */
  typed: string;
  /** The first number of the prompt, if any ("port 3000", "last 3 commits"). */
  n?: number;
}

interface DevCommand {
  /** Every one of these must be in the lower-cased prompt. */
  all: readonly RegExp[];
  /** None of these may be. */
  none?: RegExp;
  answer: (asked: Asked) => string;
}

/** Not git's: a tree's branch, a bank's, a company's. */
const NOT_GIT = /\b(?:tree|plant|bush|hedge|bank|company|office|store|library|family|military|government|army|word|excel|google\s+docs|photoshop|document|spreadsheet)\b/;
/** Docker's containers, not food containers: the tool is named, or the containers run. */
const DOCKER = /\bdocker\b|\bcompose\b|\bpodman\b|\b(?:running|stopped|exited)\s+containers?\b/;
/** npm's packages, not Ubuntu's or Python's. */
const NODE = /\bnpm\b|\bnode(?:\.?js)?\b|\bnode_modules\b|\bpackage\.json\b|\byarn\b|\bpnpm\b|\bjavascript\b|\bjs\b/;

const bash = (lines: string): string => `\`\`\`bash\n${lines}\n\`\`\``;

/** "the last 3 commits" → 3; a port or a count the prompt names; else undefined. */
function numberIn(text: string): number | undefined {
  const found = /\b(\d{1,5})\b/.exec(text);
  return found ? Number(found[1]) : undefined;
}

/** "files larger than 500MB" → "+500M" for `find -size`; 100 MB when none is named. */
function sizeIn(text: string): string {
  const found = /\b(\d{1,5})\s*(k|m|g)(?:i?b)?\b/.exec(text);
  return found ? `+${found[1]}${found[2]!.toUpperCase()}` : "+100M";
}

/** A quoted word the user searches for ("search for 'TODO'"), else a placeholder. */
function quotedIn(text: string, fallback: string): string {
  return /["'“‘]([^"'“”‘’]{1,40})["'”’]/.exec(text)?.[1] ?? fallback;
}

/** File extensions for the languages people count or search in. */
const EXTENSIONS: readonly [RegExp, string][] = [
  [/\bpython\b|\.py\b/, "py"],
  [/\btypescript\b|\.ts\b/, "ts"],
  [/\bjavascript\b|\bjs\b|\.js\b/, "js"],
  [/\bjava\b/, "java"],
  [/\bgo\b|\.go\b/, "go"],
  [/\brust\b|\.rs\b/, "rs"],
  [/\bc\+\+|\bcpp\b/, "cpp"],
];
const extensionIn = (text: string): string | undefined => EXTENSIONS.find(([word]) => word.test(text))?.[1];

/** Ordered: the first entry whose words are all in the prompt answers it, so the narrower ones come first. */
const COMMANDS: readonly DevCommand[] = [
  // git. A pushed commit is reverted, never reset: before the plain "undo the last commit".
  {
    all: [/\b(?:undo|revert|reverse|roll\s*back|cancel)\b/, /\bcommits?\b/, /\b(?:pushed|remote|origin|shared|public|already\s+pushed|github)\b/],
    answer: () => `For a commit you've already pushed, make a **new commit that undoes it** instead of rewriting history:

${bash(`git revert HEAD          # undo the last commit
git revert <commit-hash>  # or any earlier one (find it with git log --oneline)
git push`)}

\`git revert\` adds a commit with the opposite changes, so everyone who already pulled the old one stays in sync. If the reverted changes conflict with later work, fix the files, \`git add\` them and run \`git revert --continue\`.

**Caveat**: \`git reset\` followed by \`git push --force\` also removes it, but it rewrites shared history and breaks your teammates' copies; only do that on a branch nobody else uses.`,
  },
  {
    all: [/\b(?:go(?:ing)?\s+back|return|revert|roll\s*back|reset|restore|check\s*out|checkout|switch)\s+(?:\w+\s+)?to\s+(?:a\s+|an\s+|the\s+)?(?:previous|older|old|earlier|specific|certain|particular)\s+commit\b/],
    answer: () => `To go back to an earlier commit, first find its hash with \`git log --oneline\`, then pick what you mean by "go back":

**Just look at it** (your branch stays where it is):

${bash(`git switch --detach a1b2c3d   # or: git checkout a1b2c3d
git switch -                  # back to your branch afterwards`)}

**Move your branch back to it**, throwing away the commits after it:

${bash(`git reset --hard a1b2c3d`)}

**Undo the later commits with new commits** (safe for pushed history):

${bash(`git revert --no-commit a1b2c3d..HEAD
git commit -m "Go back to a1b2c3d"`)}

**Caveat**: \`reset --hard\` discards uncommitted work too, and on a pushed branch it needs a force-push that rewrites shared history; \`git reflog\` can find the dropped commits for a while.`,
  },
  {
    all: [/\b(?:undo|revert|reset|remove|delete|cancel|drop|uncommit|take\s+back|roll\s*back)\b/, /\bcommits?\b/],
    none: /\bmessage\b|\bfiles?\s+from\b|\bcherry|\bsquash|\bpushed\b/,
    answer: ({ text, n }) => {
      const back = n !== undefined && n > 0 && n < 1000 && /\b(?:last|latest|recent|previous)\b/.test(text) ? n : 1;
      const discard = /\b(?:discard|hard|lose|losing|throw\s+away|delete\s+(?:the\s+)?changes|completely|entirely|get\s+rid)\b/.test(text);
      const keep = `**Keep the changes** (they go back to being staged, ready to commit again):

${bash(`git reset --soft HEAD~${back}`)}

Use \`git reset HEAD~${back}\` (no flag) to keep them as unstaged edits instead.`;
      const drop = `**Discard the changes** completely:

${bash(`git reset --hard HEAD~${back}`)}

This deletes the work in ${back === 1 ? "that commit" : `those ${back} commits`} and any uncommitted edits; \`git reflog\` can still find the commit for a while if you change your mind.`;
      return `To undo the last ${back === 1 ? "commit" : `${back} commits`}:

${discard ? `${drop}\n\n${keep}` : `${keep}\n\n${drop}`}

**Caveat**: only do this for commits you haven't pushed. For a pushed commit, use \`git revert HEAD\`, which adds a new commit that undoes it without rewriting shared history.`;
    },
  },
  {
    all: [/\b(?:change|edit|amend|fix|rename|update|reword|modify|correct)\b/, /\bcommit\s+messages?\b|\bmessage\s+of\s+(?:the\s+|my\s+)?(?:last\s+)?commit\b|\bamend\b/],
    answer: () => `To change the message of the last commit:

${bash(`git commit --amend -m "New commit message"`)}

Without \`-m\` it opens your editor with the old message. \`--amend\` replaces the last commit with a new one, so it also takes anything you've staged; run \`git commit --amend --no-edit\` to add forgotten files without changing the message.

**Caveat**: if the commit was already pushed, you'll need \`git push --force-with-lease\`, which rewrites shared history: fine on your own branch, not on one others work on. For an older commit, use \`git rebase -i HEAD~3\` and mark it \`reword\`.`,
  },
  {
    all: [/\b(?:remove|delete|untrack|stop\s+tracking|unstage)\b|\bgit\s+rm\b/, /\bfrom\s+(?:the\s+)?(?:git|repo|repository|version\s+control|index|tracking)\b|\bstop\s+tracking\b|\buntrack|\bkeep\s+(?:it|the\s+file)\s+(?:locally|on\s+disk)\b|--cached/],
    answer: () => `To stop tracking a file in git but keep it on your disk:

${bash(`git rm --cached path/to/file      # a file
git rm -r --cached path/to/folder  # a whole folder
echo "path/to/file" >> .gitignore  # so it isn't added again
git commit -m "Stop tracking path/to/file"`)}

\`--cached\` removes it from the index (the next commit) only; your working copy is untouched.

**Caveat**: the file is still in the earlier commits' history. If it held a secret (an \`.env\` file, a key), treat the secret as leaked and rotate it; removing it from history needs a rewrite with \`git filter-repo\`.`,
  },
  {
    all: [/\b(?:unstage|undo\s+(?:a\s+|the\s+|my\s+)?git\s+add|undo\s+add)\b/],
    answer: () => `To unstage a file (undo \`git add\`) and keep your edits:

${bash(`git restore --staged path/to/file  # one file
git restore --staged .             # everything staged`)}

On Git older than 2.23, use \`git reset HEAD path/to/file\`. Your changes stay in the working tree; only the staging is undone.`,
  },
  {
    all: [/\b(?:discard|undo|revert|reset|throw\s+away|drop|get\s+rid\s+of|remove|lose|clear)\b/, /\b(?:changes|modifications|edits)\b|\buncommitted\b|\bunstaged\b/, /\bgit\b|\bfiles?\b|\blocal\b|\buncommitted\b|\bunstaged\b|\bworking\s+(?:tree|directory|copy)\b/],
    none: NOT_GIT,
    answer: () => `To discard your uncommitted changes to a file and get back the last committed version:

${bash(`git restore path/to/file   # one file
git restore .              # every file under the current folder`)}

On Git older than 2.23, the same is \`git checkout -- path/to/file\`. If the changes are staged too, use \`git restore --staged --worktree path/to/file\`. New, untracked files aren't touched: \`git clean -n\` lists them and \`git clean -fd\` deletes them.

**Caveat**: discarded changes were never committed, so git can't bring them back. If you might want them later, \`git stash\` them instead.`,
  },
  {
    all: [/\b(?:merge|rebase)\s+conflicts?\b|\bconflicts?\b.*\b(?:git|merge|rebase|pull)\b/],
    answer: () => `To resolve merge conflicts:

${bash(`git status                  # lists the files with conflicts ("both modified")
# edit each file: keep what you want between the markers, delete the markers
git add path/to/file        # mark it resolved
git commit                  # finish the merge (git rebase --continue during a rebase)`)}

In the files, git marks each conflict like this; the part above \`=======\` is yours (HEAD), the part below is the incoming branch's:

\`\`\`text
<<<<<<< HEAD
your version
=======
their version
>>>>>>> feature/login
\`\`\`

Editors like VS Code show "Accept Current / Incoming / Both" buttons over each one. To give up and return to before the merge: \`git merge --abort\` (or \`git rebase --abort\`).

**Caveat**: make sure no \`<<<<<<<\` markers are left (\`git diff --check\` finds them) and run the tests before committing: a merge without conflicts can still break the code.`,
  },
  {
    all: [/\bmerge\b/, /\bbranch(?:es)?\b|\binto\s+(?:main|master|develop)\b/],
    none: NOT_GIT,
    answer: () => `To merge a branch into another, switch to the one that should receive the changes and merge the other into it:

${bash(`git switch main
git pull                      # be up to date first
git merge feature/login       # bring feature/login's commits into main
git push`)}

If both changed the same lines, git stops with a conflict: fix the files, \`git add\` them and \`git commit\`. \`git merge --no-ff\` always records a merge commit; \`git rebase main\` (run on the feature branch) replays its commits on top of main instead, for a straight history.

**Caveat**: on a team, merging through a pull request gets the change reviewed and tested first; never rebase a branch others have already pulled.`,
  },
  {
    all: [/\b(?:delete|remove|drop|get\s+rid\s+of|clean\s+up)\b/, /\bbranch(?:es)?\b/],
    none: NOT_GIT,
    answer: ({ text }) => {
      const local = `**Local branch**:

${bash(`git branch -d feature/login   # only if it's merged
git branch -D feature/login   # force: delete it even if it isn't`)}`;
      const remote = `**Remote branch** (on GitHub, GitLab…):

${bash(`git push origin --delete feature/login`)}`;
      return `To delete a branch (replace \`feature/login\` with its name):

${/\bremote|origin|github|gitlab/.test(text) ? `${remote}\n\n${local}` : `${local}\n\n${remote}`}

You can't delete the branch you're on: switch to another one first (\`git switch main\`). Others' clones keep their copy of the remote branch until they run \`git fetch --prune\`.

**Caveat**: \`-D\` deletes unmerged commits with the branch; \`git reflog\` can recover them for a while.`;
    },
  },
  {
    all: [/\brenam(?:e|ing)\b/, /\bbranch(?:es)?\b/],
    none: NOT_GIT,
    answer: () => `To rename a branch:

${bash(`git branch -m new-name             # the branch you're on
git branch -m old-name new-name    # any other branch`)}

If it was already pushed, push the new name and delete the old one on the remote:

${bash(`git push origin -u new-name
git push origin --delete old-name`)}

**Caveat**: anyone else using the old branch has to switch to the new one, and open pull requests from the old name are closed or need retargeting (GitHub's own "rename branch" setting updates them for the default branch).`,
  },
  {
    all: [/\bbranch(?:es)?\b/, /\b(?:create|make|new|start|switch|checkout|check\s+out|change|go\s+to|move\s+to)\b/],
    none: NOT_GIT,
    answer: () => `To create a new branch and switch to it in one step:

${bash(`git switch -c feature/login     # Git 2.23+
git checkout -b feature/login   # the older equivalent`)}

The new branch starts from the commit you're on. To switch to a branch that already exists, use \`git switch feature/login\`; to push a new branch and track it, \`git push -u origin feature/login\`.

**Caveat**: uncommitted changes come with you when you switch; if they conflict with the other branch, git refuses, so commit or \`git stash\` them first.`,
  },
  {
    all: [/\bsquash\b/],
    answer: ({ n }) => {
      const count = n !== undefined && n > 1 && n < 1000 ? n : 3;
      return `To squash the last ${count} commits into one:

${bash(`git reset --soft HEAD~${count}
git commit -m "One message for all ${count} commits"`)}

This moves the branch back ${count} commits but keeps all their changes staged, so one new commit holds them. Or, to pick which commits to combine, run \`git rebase -i HEAD~${count}\` and change \`pick\` to \`squash\` (or \`s\`) on every line but the first.${n === undefined ? " (Replace 3 with the number of commits.)" : ""}

**Caveat**: this rewrites history: if the commits were pushed, you'll need \`git push --force-with-lease\`, so only do it on a branch that's yours. On GitHub, "Squash and merge" does it for a pull request without touching your branch.`;
    },
  },
  {
    all: [/\bstash(?:es|ed|ing)?\b/],
    none: /\b(?:money|cash|valuables|food|snacks|gifts?|candy|passport)\b/,
    answer: () => `To put your uncommitted changes aside and bring them back later:

${bash(`git stash push -m "half-done login form"   # or just: git stash
git stash list                             # see what's stashed
git stash pop                              # restore the latest and drop it from the list
git stash apply stash@{1}                  # restore a specific one and keep it`)}

\`git stash\` saves your staged and unstaged changes to tracked files and leaves a clean working tree. Add \`-u\` to include untracked (new) files.

**Caveat**: \`pop\` can hit conflicts if the files changed since; then the stash is kept, so fix the conflicts and \`git stash drop\` it yourself.`,
  },
  {
    all: [/\bdetached\b/],
    answer: () => `"Detached HEAD" means you checked out a commit (or a tag) rather than a branch, so new commits belong to no branch.

To keep work you did there, make a branch from it:

${bash(`git switch -c my-work   # a branch at the commit you're on`)}

To just go back, switch to a branch:

${bash(`git switch main`)}

**Caveat**: commits made in detached HEAD and left behind when you switch away are only reachable through \`git reflog\` for a while; create the branch before you switch.`,
  },
  {
    all: [/\b(?:change|update|set|switch|replace|edit|modify)\b/, /\bremote\b|\borigin\b/, /\bgit\b|\burl\b|\borigin\b|\brepo(?:sitory)?\b|\bgithub\b|\bgitlab\b/],
    none: /\bbranch\b/,
    answer: () => `To point your repository at a new remote URL:

${bash(`git remote -v                                             # see the current URLs
git remote set-url origin git@github.com:user/repo.git  # set the new one
git remote -v                                             # check`)}

Use the HTTPS form (\`https://github.com/user/repo.git\`) or the SSH form, whichever you authenticate with. To add a second remote instead, \`git remote add upstream <url>\`.

**Caveat**: it changes only your clone's settings; nothing is pushed until you \`git push\`.`,
  },
  {
    all: [/\bcherry[\s-]?pick/],
    answer: () => `To copy one commit from another branch onto the branch you're on:

${bash(`git log --oneline other-branch   # find the commit's hash
git cherry-pick a1b2c3d`)}

It creates a new commit with the same changes. For a range, \`git cherry-pick A^..B\` takes A through B. On a conflict, fix the files, \`git add\` them and run \`git cherry-pick --continue\`, or \`git cherry-pick --abort\` to give up.

**Caveat**: the copy has a different hash, so if both branches are merged later git sees two commits with the same changes; prefer merging when you need the whole branch.`,
  },
  {
    all: [/\b(?:log|history|commits)\b/, /\bgit\b|\bcommit\s+history\b/, /\b(?:see|show|view|list|display|compact|oneline|one\s+line|pretty|short|graph|nicer?|readable|check|look)\b/],
    answer: ({ n }) => {
      const count = n !== undefined && n > 0 && n < 10000 ? n : 20;
      return `To see the history compactly, one line per commit:

${bash(`git log --oneline --graph --decorate -n ${count}
git log --oneline --graph --all   # every branch, not just this one`)}

\`--oneline\` shows each commit's short hash and subject, \`--graph\` draws the branches and merges, \`-n ${count}\` limits it to the last ${count}. \`git log --oneline -- path/to/file\` shows only the commits that changed a file.

**Caveat**: a long log opens in a pager; press \`q\` to quit it.`;
    },
  },

  // Docker, before the shell: "docker logs" are a container's, not a file's.
  {
    all: [DOCKER, /\blogs?\b/],
    answer: () => `To see a container's logs (its stdout and stderr):

${bash(`docker logs my-container                # everything so far
docker logs -f --tail 100 my-container  # the last 100 lines, then follow
docker compose logs -f web              # a Compose service`)}

Use the container's name or ID from \`docker ps\`.

**Caveat**: only what the process writes to stdout/stderr shows up; an app that logs to a file inside the container needs \`docker exec\` to read it.`,
  },
  {
    all: [DOCKER, /\bcontainers?\b/, /\b(?:shell|bash|sh|ssh|exec|get\s+into|go\s+into|enter|terminal|inside|log\s*in(?:to)?|attach|connect)\b/],
    answer: () => `To open a shell inside a running container:

${bash(`docker exec -it my-container sh     # bash, if the image has it
docker compose exec web sh          # a Compose service`)}

\`-it\` gives you an interactive terminal; \`exit\` leaves without stopping the container. For a container that won't stay up, start a fresh one with a shell instead: \`docker run -it --rm --entrypoint sh my-image\`.

**Caveat**: small images (Alpine, distroless) often have no \`bash\`, and distroless ones have no shell at all; changes you make inside are lost when the container is recreated.`,
  },
  {
    all: [/\bdocker\b/, /\bimages?\b/, /\b(?:remove|delete|clean|clean\s+up|prune|free|get\s+rid\s+of|unused|dangling|space)\b/],
    none: /\bcontainers?\b(?![\s\S]*\bimages?\b)/,
    answer: () => `To remove Docker images you no longer use:

${bash(`docker image prune       # dangling images (untagged leftovers of builds)
docker image prune -a    # every image no container uses
docker system prune      # stopped containers, unused networks, dangling images, build cache
docker system df         # see what takes up the space`)}

Each asks for confirmation (\`-f\` skips it). To remove one image, \`docker rmi image-name:tag\`.

**Caveat**: \`-a\` removes images you'll have to pull or build again, and \`docker system prune --volumes\` would delete volumes with their data; leave that flag off unless you mean it.`,
  },
  {
    all: [DOCKER, /\bcontainers?\b/, /\b(?:stop|remove|delete|kill|clean|clean\s+up|prune|get\s+rid\s+of)\b/],
    answer: () => `To stop and remove containers:

${bash(`docker stop my-container       # stop one (name or ID from docker ps)
docker rm my-container         # remove a stopped one
docker rm -f my-container      # stop and remove in one go
docker stop $(docker ps -q)    # stop every running container
docker container prune         # remove every stopped container`)}

\`docker stop\` sends SIGTERM and, after 10 seconds, SIGKILL. With Compose, \`docker compose down\` stops and removes the project's containers and network.

**Caveat**: removing a container deletes anything written inside it; only data in volumes or bind mounts survives.`,
  },
  {
    all: [DOCKER, /\bcontainers?\b/, /\b(?:list|show|see|view|running|check|display|all)\b/],
    answer: () => `To list containers:

${bash(`docker ps        # running containers
docker ps -a     # all of them, stopped ones included
docker compose ps  # a Compose project's`)}

Each line shows the container's ID, image, status, ports and name; \`docker ps -q\` prints only the IDs, for use in other commands.`,
  },

  // The shell.
  {
    all: [/\bport\s*:?\s*\d{2,5}\b|:\d{2,5}\b|\bport\b.*\b(?:localhost|listening|in\s+use|already|process|server|tcp)\b/, /\b(?:kill|free|stop|close|release|end|terminate)\b/],
    answer: ({ n }) => {
      const port = n ?? 3000;
      return `To stop whatever is listening on port ${port}:

${bash(`lsof -i :${port}           # see the process and its PID
kill $(lsof -t -i :${port})   # stop it (kill -9 if it won't)`)}

On Windows: \`netstat -ano | findstr :${port}\` shows the PID in the last column, then \`taskkill /PID <pid> /F\`.${n === undefined ? " (Replace 3000 with your port.)" : ""}

**Caveat**: make sure it's the process you think it is (often an earlier run of your own dev server); on Linux, a process started by another user needs \`sudo\`.`;
    },
  },
  {
    all: [/\bports?\s*:?\s*\d{2,5}\b|:\d{2,5}\b|\bports?\b.*\b(?:localhost|listening|in\s+use|already|process|server|tcp|open)\b|\b(?:process|what|which|who)\b.*\b(?:using|on|listening\s+on)\s+(?:a\s+|the\s+)?port\b/, /\b(?:process|what|which|who|using|running|listening|in\s+use|occupied|taken|find|check|see)\b/],
    answer: ({ n }) => {
      const port = n ?? 3000;
      return `To see which process is using port ${port}:

${bash(`lsof -i :${port}                 # macOS and Linux (sudo for other users' processes)
sudo ss -ltnp | grep ':${port}'   # Linux alternative`)}

The output shows the command, its PID and the user. On Windows: \`netstat -ano | findstr :${port}\` gives the PID in the last column, and \`tasklist /FI "PID eq <pid>"\` names it.${n === undefined ? " (Replace 3000 with your port.)" : ""}

**Caveat**: without \`sudo\`, \`lsof\` only lists your own processes, so an empty result doesn't always mean the port is free. To stop the process, \`kill <PID>\`.`;
    },
  },
  {
    all: [/\b(?:kill|stop|end|terminate|close)\b/, /\bprocess(?:es)?\b|\bpid\b/, /\b(?:linux|terminal|mac|macos|windows|unix|shell|command|pid|running|hung|frozen|stuck|background|by\s+name|process\s+id|kill)\b/],
    answer: () => `To stop a process:

${bash(`ps aux | grep myapp   # find its PID (second column)
kill 12345            # ask it to stop (SIGTERM)
kill -9 12345         # force it (SIGKILL), if it ignores that`)}

\`pgrep -f myapp\` prints just the PIDs of the processes whose command line matches. On Windows: \`taskkill /PID 12345\` (add \`/F\` to force).

**Caveat**: \`kill -9\` gives the process no chance to clean up (save files, close connections); try plain \`kill\` first. Killing by name with \`pkill\` stops every matching process, so check the match with \`pgrep -fl\` first.`,
  },
  {
    all: [/\b(?:large|larger|big|bigger|largest|biggest|huge|heavy)\b/, /\bfiles?\b|\bfolders?\b|\bdirector(?:y|ies)\b/, /\b(?:find|list|locate|show|search|which|identify|largest|biggest|what(?:'s|\s+is|\s+are)?\s+taking)\b/],
    answer: ({ text }) => {
      const size = sizeIn(text);
      return `To find large files, biggest first:

${bash(`find . -type f -size ${size} -exec du -h {} + 2>/dev/null | sort -rh | head -n 20`)}

This lists files over ${size.slice(1)}B under the current folder with their sizes. For the biggest folders and files at one level: \`du -h --max-depth=1 . | sort -rh | head\` (on macOS: \`du -h -d 1 . | sort -rh | head\`).

**Caveat**: searching from \`/\` needs \`sudo\` and crosses into other mounted disks; add \`-xdev\` to stay on one filesystem. \`ncdu\`, if installed, lets you browse the sizes interactively.`;
    },
  },
  {
    all: [/\b(?:disk|drive|storage|filesystem|partition|ssd|hdd)\b/, /\b(?:space|usage|used|free|full|left|check|see|size)\b/],
    answer: () => `To check disk space:

${bash(`df -h                                # free and used space on each filesystem
du -sh ~/Downloads                   # the size of one folder
du -h --max-depth=1 . | sort -rh     # the folders here, biggest first (macOS: du -h -d 1)`)}

\`-h\` prints sizes as K, M and G. \`df\` answers "how full is the disk", \`du\` answers "what is using it".

**Caveat**: deleted files still held open by a running process (often a log) keep using space until it closes them; \`lsof +L1\` lists them.`,
  },
  {
    all: [/\bcount\b|\bhow\s+many\b|\bnumber\s+of\b/, /\blines\b/, /\bfiles?\b|\bcode\b|\bproject\b|\brepo|\bcodebase\b|\bwc\b|\bterminal\b|\blinux\b|\bcommand\b|\bfolder\b|\bdirectory\b/],
    answer: ({ text }) => {
      const ext = extensionIn(text) ?? "js";
      return `To count lines:

${bash(`wc -l file.txt                                        # one file
find . -name '*.${ext}' -type f -exec wc -l {} + | tail -n 1   # all .${ext} files here, total
git ls-files '*.${ext}' | xargs wc -l | tail -n 1              # only files git tracks`)}

\`wc -l\` counts newline characters, so a last line without a newline isn't counted. The \`git ls-files\` form skips \`node_modules\` and build output.

**Caveat**: with very many files, \`wc\` prints a total per batch; \`cloc\` or \`tokei\`, if installed, count lines of code per language and skip blanks and comments.`;
    },
  },
  {
    all: [/\b(?:search|find|grep|look\s+for|locate)\b/, /\b(?:text|string|word|pattern|phrase|contents?|inside|in\s+(?:all\s+)?(?:the\s+)?files|recursively|grep)\b/, /\bfiles\b|\bfolders?\b|\bdirector(?:y|ies)\b|\brecursive(?:ly)?\b|\bgrep\b|\bcodebase\b|\bproject\b|\brepo(?:sitory)?\b/],
    none: /\bfiles?\s+(?:named|called|by\s+name)\b|\blarge\b|\bbig\b/,
    answer: ({ typed }) => {
      const term = quotedIn(typed, "TODO");
      return `To search for text in every file under a folder:

${bash(`grep -rn "${term}" .                         # recursive, with line numbers
grep -rni --include='*.js' "${term}" src/     # case-insensitive, only .js files
rg "${term}"                                 # ripgrep, if installed: faster, skips .gitignore'd files`)}

\`-r\` searches folders recursively, \`-n\` prints line numbers, \`-i\` ignores case, \`-l\` prints only the file names.

**Caveat**: grep treats the text as a regular expression, so characters like \`.\` and \`*\` have meanings; add \`-F\` to search for the text literally. Exclude big folders with \`--exclude-dir=node_modules\`.`;
    },
  },
  {
    all: [/\bexecutable\b|\bchmod\b|\brun\s+(?:a\s+|my\s+|the\s+)?(?:\.sh|shell|bash)\s*(?:script|file)?\b/],
    answer: () => `To make a script executable and run it:

${bash(`chmod +x script.sh
./script.sh`)}

\`chmod +x\` adds execute permission. The script's first line should say which interpreter runs it, e.g. \`#!/usr/bin/env bash\` (or \`#!/usr/bin/env python3\`).

**Caveat**: \`./\` is needed because the current folder isn't on your \`PATH\`. A script edited on Windows may fail with "bad interpreter" because of CRLF line endings; convert it with \`dos2unix script.sh\`.`,
  },
  {
    // Setting one in the shell; reading one in a program's code is code-scripts.ts's.
    all: [/\benv(?:ironment)?\s+var(?:iable)?s?\b|\benv\s+vars?\b/, /\b(?:set|export|add|define|create|permanent(?:ly)?|persist|bash|zsh|shell|terminal|linux|mac|macos|windows|powershell|command\s+line)\b/],
    none: /\b(?:node|python|javascript|typescript|js|ts|react|vite|next\.?js|java|go|rust|php|ruby|code|dotenv|read|access|load)\b|process\.env|os\.environ/,
    answer: () => `To set an environment variable:

${bash(`export API_KEY="abc123"         # for this shell session and what it starts
API_KEY="abc123" npm start      # for one command only
echo "$API_KEY"                 # read it
printenv                        # list them all`)}

To keep it for new terminals, add the \`export\` line to \`~/.bashrc\` or \`~/.zshrc\` and run \`source ~/.zshrc\`. On Windows PowerShell: \`$env:API_KEY = "abc123"\` for the session, \`setx API_KEY "abc123"\` for new ones.

**Caveat**: a variable set in one terminal isn't seen by others already open, and secrets in shell startup files are readable by anything running as you; for projects, a \`.env\` file kept out of git is common.`,
  },
  {
    all: [/\btail\b|\b(?:follow|watch|monitor|live|real[\s-]?time|stream)\b/, /\blogs?\b|\.log\b/],
    answer: ({ n }) => {
      const lines = n !== undefined && n > 0 && n < 100000 ? n : 100;
      return `To follow a log file as it grows:

${bash(`tail -f /var/log/app.log             # print new lines as they're written
tail -n ${lines} -f /var/log/app.log     # the last ${lines} lines first, then follow
tail -F /var/log/app.log             # keep following when the log is rotated
journalctl -u myservice -f           # a systemd service's log`)}

Press Ctrl+C to stop. Pipe it through \`grep\` to see only some lines: \`tail -f app.log | grep ERROR\`.

**Caveat**: \`-f\` keeps reading the old file after log rotation renames it; use \`-F\` for logs that rotate. System logs often need \`sudo\`.`;
    },
  },

  // npm and Node.
  {
    all: [/\bpeer[\s-]+dep|\beresolve\b|\blegacy-peer-deps\b/],
    answer: () => `To fix a peer dependency conflict (npm's \`ERESOLVE unable to resolve dependency tree\`):

${bash(`npm ls react                        # see who needs which version
npm install some-lib@latest         # often the fix: a newer release supports your versions
npm install --legacy-peer-deps      # or install without enforcing peer dependencies`)}

Read the error: "Found: react@19…" is what you have, "Could not resolve dependency: peer react@^18 from some-lib" is what a package wants. Upgrading that package, or pinning your own dependency to a version it supports, fixes the cause.

**Caveat**: \`--legacy-peer-deps\` (or \`--force\`) installs anyway, and the package may break at runtime with the version it didn't ask for. To force one version for everything, use \`"overrides"\` in package.json.`,
  },
  {
    all: [/\bnpm\b/, /\bcache\b/],
    answer: () => `To clear npm's cache:

${bash(`npm cache clean --force
npm cache verify   # checks the cache and removes unneeded data`)}

npm's cache checks itself, so clearing it rarely fixes an install. What usually does is a clean reinstall:

${bash(`rm -rf node_modules package-lock.json
npm install`)}

**Caveat**: deleting \`package-lock.json\` lets every dependency move to the newest version its range allows; keep the lock file and run \`npm ci\` if you only want a fresh \`node_modules\`.`,
  },
  {
    all: [/\boutdated\b|\bcheck\s+(?:for\s+)?(?:updates|new(?:er)?\s+versions)\b/, NODE],
    answer: () => `To see which packages have newer versions:

${bash(`npm outdated`)}

It lists each package's **Current** version, **Wanted** (the newest your package.json range allows, what \`npm update\` installs) and **Latest** (the newest published). \`npx npm-check-updates\` shows the same and can rewrite package.json to the latest.

**Caveat**: a jump in the major version (Latest beyond Wanted) can contain breaking changes; read the changelog before upgrading those.`,
  },
  {
    all: [/\b(?:update|upgrade)\b/, /\bpackages\b|\bdependenc(?:y|ies)\b|\bnode[\s_]modules\b|\bpackage\.json\b|\bnpm\s+(?:packages|deps|modules)\b/, NODE],
    none: /\bnpm\s+itself\b/,
    answer: () => `To update your npm packages:

${bash(`npm outdated                        # see what's out of date
npm update                          # update within the ranges in package.json
npm install some-package@latest     # move one package to its latest version
npx npm-check-updates -u && npm install   # move every package to its latest`)}

\`npm update\` respects the ranges in package.json (\`^1.2.0\` stays below 2.0.0), so it doesn't take major versions; the last two commands do.

**Caveat**: major versions can break your code; upgrade them one at a time, read their changelogs and run your tests. Commit the updated \`package-lock.json\`.`,
  },
  {
    all: [/\b(?:check|see|find|what|which|show|get|print|know)\b/, /\bversions?\b/, /\b(?:node|npm|python|pip|git|docker)\b/],
    none: /\b(?:switch|change|downgrade|upgrade|install|use|different|another|older|newer|nvm|should|best|latest|recommend(?:ed)?|learn|difference|released?|supported)\b/,
    answer: () => `To see which version you have installed:

${bash(`node -v             # Node.js
npm -v              # npm
python3 --version   # Python (python --version or py --version on Windows)
pip --version       # pip, and the Python it belongs to
git --version
docker --version`)}

**Caveat**: "command not found" means it isn't installed or isn't on your \`PATH\`; \`which node\` (\`where node\` on Windows) shows which copy runs when you have several.`,
  },
  {
    all: [/\b(?:install|add)\b/, /\b(?:npm\s+)?packages?\b|\bdependenc(?:y|ies)\b|\blibrar(?:y|ies)\b/, /\bnpm\b/],
    none: /\bpeer\b|\brequirements\b/,
    answer: () => `To install a package with npm, in your project's folder:

${bash(`npm install lodash            # a dependency, saved in package.json
npm install -D typescript     # a dev dependency (build and test tools)
npm install -g npm-check-updates  # a command-line tool, globally
npm install                   # everything package.json lists (after cloning)`)}

It downloads into \`node_modules\` and records the exact versions in \`package-lock.json\`; commit both package files, not \`node_modules\`. To run a tool once without installing it, \`npx <tool>\`.

**Caveat**: check a package's name before installing (typo-squatted look-alikes exist), and prefer a local dev dependency over \`-g\` for tools a project needs.`,
  },
  {
    all: [/\bnvm\b|\bnode(?:\.?js)?\s+versions?\b|\bversions?\s+of\s+node\b|\b(?:switch|change|downgrade|upgrade|use)\s+(?:to\s+)?(?:a\s+)?(?:different\s+|another\s+|older\s+|newer\s+)?node\b/],
    answer: ({ n }) => {
      const version = n !== undefined && n >= 4 && n <= 40 ? n : 22;
      return `With nvm (Node Version Manager), to install and use Node ${version}:

${bash(`nvm install ${version}          # download it
nvm use ${version}              # use it in this terminal
nvm alias default ${version}    # use it in new terminals too
node -v                  # check`)}

\`nvm ls\` lists the versions you have, \`nvm install --lts\` gets the current LTS. Put the version in an \`.nvmrc\` file (\`echo ${version} > .nvmrc\`) and \`nvm use\` in that folder picks it up.${n === undefined ? " (22 is an example: use the major version your project needs.)" : ""}

**Caveat**: global npm packages are installed per Node version, so reinstall them after switching (\`nvm install ${version} --reinstall-packages-from=current\`). On Windows, nvm-windows is a separate tool with similar commands.`;
    },
  },

  // Python.
  {
    all: [/\bvenv\b|\bvirtual\s*env(?:ironment)?s?\b|\bvirtualenv\b/],
    answer: () => `To create and use a Python virtual environment:

${bash(`python3 -m venv .venv             # create it in the .venv folder
source .venv/bin/activate         # activate it (macOS/Linux)
.venv\\Scripts\\activate            # activate it (Windows)
pip install requests              # packages now go into .venv
deactivate                        # leave it`)}

While it's active, \`python\` and \`pip\` are the environment's own, and your prompt shows \`(.venv)\`.

**Caveat**: add \`.venv/\` to \`.gitignore\` and share a \`requirements.txt\` instead; a venv isn't portable between machines. On PowerShell, activation may need \`Set-ExecutionPolicy -Scope CurrentUser RemoteSigned\` first.`,
  },
  {
    all: [/\brequirements(?:\.txt)?\b/, /\b(?:pip|python|install|venv|freeze)\b|requirements\.txt/],
    answer: () => `To install a project's Python dependencies:

${bash(`python -m pip install -r requirements.txt`)}

Run it with the project's virtual environment active, so the packages go there and not into the system Python. To write the file from what's installed: \`python -m pip freeze > requirements.txt\`.

**Caveat**: \`pip freeze\` lists every installed package, including dependencies of dependencies, at exact versions; that pins a working set but is noisy. Tools like pip-tools or uv keep the direct dependencies separate.`,
  },
  {
    all: [/\b(?:upgrade|update)\b/, /\bpip\b/],
    answer: () => `To upgrade pip itself:

${bash(`python -m pip install --upgrade pip`)}

Running it as \`python -m pip\` upgrades the pip of that exact Python (use \`python3\` or \`py\` on Windows as you do to run Python). To upgrade a package instead: \`python -m pip install --upgrade package-name\`.

**Caveat**: on Linux distributions and Homebrew, the system Python is "externally managed" and refuses pip installs; upgrade pip inside a virtual environment instead.`,
  },
];

/**
 * The command(s) for the developer question the prompt asks, or undefined when it asks none of them.
 * @example devCommandReply("How do I undo the last git commit?")?.includes("git reset --soft HEAD~1") // true
 */
export function devCommandReply(prompt: string): string | undefined {
  if (prompt.length > MAX_PROMPT || prompt.includes("\n") || !CUE.test(prompt) || !ASKED.test(prompt) || NOT_ASKED.test(prompt)) return undefined;
  const text = prompt.toLowerCase().replace(/[’]/g, "'");
  const found = COMMANDS.find(({ all, none }) => all.every((word) => word.test(text)) && !(none?.test(text) ?? false));
  return found?.answer({ text, typed: prompt, n: numberIn(text) });
}
