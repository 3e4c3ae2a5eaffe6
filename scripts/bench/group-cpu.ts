/**
 * CPU time a process group has used so far, from /proc (Linux). Start-up measured in wall time
 * says little on a shared machine whose load comes and goes: the CPU a start-up costs does not
 * depend on how many other processes wait for a core, so the bench prints both.
 */
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc's times: 100 on Linux for x86 and arm. */
const TICKS_PER_SECOND = 100;

/**
 * User + system CPU, in ms, of every live process of the group `pgid`, plus what the children
 * they have already reaped used (npx's npm, say). Zero where /proc is missing.
 */
export function groupCpuMs(pgid: number): number {
  let ticks = 0;
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // exited meanwhile
    }
    // After "pid (comm) ": state, ppid, pgrp, ... utime, stime, cutime, cstime (fields 14-17 of proc(5)).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) !== pgid) continue;
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
