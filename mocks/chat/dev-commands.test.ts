import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { devCommandReply } from "./dev-commands.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const ask = (content: string, seed = 1): string => composeReply([{ role: "user", content }], seededRandom(seed), knownReply);

describe("a developer's command-line question gets the command", () => {
  it("answers 'How do I undo the last git commit?' with reset --soft and --hard, and the pushed-commit caveat", () => {
    const reply = ask("How do I undo the last git commit?");
    expect(reply).toContain("```bash\ngit reset --soft HEAD~1\n```");
    expect(reply).toContain("git reset --hard HEAD~1");
    expect(reply).toMatch(/haven't pushed[\s\S]*git revert HEAD/);
    expect(reply).not.toMatch(/Test the edges|general steps/);
  });

  it.each([
    ["git undo commit", "git reset --soft HEAD~1"],
    ["how to undo last commit but keep changes", "git reset --soft HEAD~1"],
    ["What's the command to undo the last 3 commits?", "git reset --soft HEAD~3"],
    ["How can I undo a commit I already pushed?", "git revert HEAD"],
    ["How do I change my last commit message?", 'git commit --amend -m "New commit message"'],
    ["how to discard local changes to a file in git", "git restore path/to/file"],
    ["How do I delete a local branch?", "git branch -d feature/login"],
    ["How do I delete a remote branch?", "git push origin --delete feature/login"],
    ["How to rename a git branch", "git branch -m new-name"],
    ["How do I create a new branch and switch to it?", "git switch -c feature/login"],
    ["How can I see the git log in one line per commit?", "git log --oneline --graph --decorate -n 20"],
    ["How do I squash my last 4 commits?", "git reset --soft HEAD~4"],
    ["how do I stash my changes and get them back", "git stash pop"],
    ["How do I fix a detached HEAD?", "git switch -c my-work"],
    ["How do I remove a file from git but keep it locally?", "git rm --cached path/to/file"],
    ["How do I change the git remote URL?", "git remote set-url origin"],
    ["How do I cherry-pick a commit from another branch?", "git cherry-pick a1b2c3d"],
    ["How do I find large files in Linux?", "find . -type f -size +100M"],
    ["find files larger than 500MB", "-size +500M"],
    ["How do I check disk space on Linux?", "df -h"],
    ["How can I see what process is on port 3000?", "lsof -i :3000"],
    ["What's running on port 5432?", "lsof -i :5432"],
    ["how to kill the process on port 8080", "kill $(lsof -t -i :8080)"],
    ["How do I kill a process in Linux?", "kill -9 12345"],
    ["How do I count lines in all python files?", "find . -name '*.py' -type f -exec wc -l {} +"],
    ['How do I search for "useEffect" in all files recursively?', 'grep -rn "useEffect" .'],
    ["How do I make a script executable?", "chmod +x script.sh"],
    ["How do I set an environment variable in bash?", 'export API_KEY="abc123"'],
    ["how to tail a log file", "tail -f /var/log/app.log"],
    ["How do I update my npm packages?", "npm update"],
    ["How do I clear the npm cache?", "npm cache clean --force"],
    ["how to check outdated npm packages", "npm outdated"],
    ["How do I fix a peer dependency conflict in npm?", "npm install --legacy-peer-deps"],
    ["How do I use Node 18 with nvm?", "nvm install 18"],
    ["How do I list running docker containers?", "docker ps"],
    ["How do I stop and remove a docker container?", "docker rm -f my-container"],
    ["How do I remove unused docker images?", "docker image prune -a"],
    ["How do I get a shell inside a docker container?", "docker exec -it my-container sh"],
    ["How can I see the logs of a docker container?", "docker logs -f --tail 100 my-container"],
    ["How do I create a Python virtual environment?", "python3 -m venv .venv"],
    ["How do I install requirements.txt?", "python -m pip install -r requirements.txt"],
    ["How do I upgrade pip?", "python -m pip install --upgrade pip"],
    ["revert last commit git", "git reset --soft HEAD~1"],
    ["how do i go back to a previous commit", "git reset --hard a1b2c3d"],
    ["How do I merge two branches in git?", "git merge feature/login"],
    ["How do I resolve merge conflicts?", "git merge --abort"],
    ["How do I undo git add?", "git restore --staged path/to/file"],
    ["How do I install a package with npm?", "npm install -D typescript"],
    ["How do I check my node version?", "node -v"],
  ])("%s", (prompt, command) => {
    const reply = devCommandReply(prompt);
    expect(reply, prompt).toContain(command);
    expect(reply).toMatch(/```bash\n/);
    expect(ask(prompt)).toBe(reply);
  });

  it("puts the prompt's numbers into the command: the port, the commits, the Node version, the lines", () => {
    expect(devCommandReply("Which process is using port 4200?")).toContain("lsof -i :4200");
    expect(devCommandReply("how do I squash the last 7 commits")).toContain("git rebase -i HEAD~7");
    expect(devCommandReply("how to switch to node 20 with nvm")).toContain("nvm alias default 20");
    expect(devCommandReply("tail the last 50 lines of a log")).toContain("tail -n 50 -f");
  });

  it("says the main caveat", () => {
    expect(devCommandReply("How do I squash my last 3 commits?")).toContain("**Caveat**");
    expect(devCommandReply("How do I undo the last commit and discard the changes?")!.indexOf("git reset --hard")).toBeLessThan(devCommandReply("How do I undo the last commit and discard the changes?")!.indexOf("git reset --soft"));
  });

  it.each([
    "How do I remove a dead branch from my apple tree?",
    "How do I clean plastic food containers?",
    "What is the port of Rotterdam famous for?",
    "How do I send large files by email?",
    "What are the requirements for a US visa?",
    "How many lines are in a sonnet?",
    "How do I deal with peer pressure?",
    "Write a bash script that finds large files",
    "git merge vs rebase",
    "How do I update packages on Ubuntu?",
    "How do I change the remote control battery?",
    "How do I read environment variables in Node?",
    "What version of Python should I learn?",
    "How do I merge two PDF files?",
  ])("leaves %j to the modules that answer it", (prompt) => {
    expect(devCommandReply(prompt)).toBeUndefined();
  });
});
