import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * When a process started, in clock ticks since boot (field 22 of /proc/<pid>/stat): with its pid, who it is, since a
 * pid is given to a new process once its owner has exited. Null where there is no /proc (macOS) or no such process.
 */
export function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces: field 3 onwards.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return rest[19] ?? null;
  } catch {
    return null;
  }
}

/**
 * The shell script of a guard: while both the parent and the child are the processes they were (same pid, same start
 * time), it polls once a second; once the parent is gone and the child is still that child, it stops the child
 * (SIGTERM, SIGKILL after the grace). A pid taken over by another process is never signalled. Without a start time
 * (no /proc) a pid alone says who a process is.
 */
export function guardScript(
  parent: { pid: number; start: string | null },
  child: { pid: number; start: string | null },
  graceSeconds: number,
): string {
  return `
    is() { s=$(cat /proc/$1/stat 2>/dev/null) || { [ -z "$2" ] && kill -0 $1 2>/dev/null; return; }
      s=\${s##*) }; set -- $1 "$2" $s; [ -z "$2" ] || [ "\${22}" = "$2" ]; }
    while is ${parent.pid} "${parent.start ?? ''}" && is ${child.pid} "${child.start ?? ''}"; do sleep 1; done
    if is ${child.pid} "${child.start ?? ''}"; then
      kill -TERM ${child.pid} 2>/dev/null; sleep ${graceSeconds}
      is ${child.pid} "${child.start ?? ''}" && kill -KILL ${child.pid} 2>/dev/null
    fi
    exit 0`;
}

/**
 * Makes sure a child process does not outlive this one, even when this process is killed with SIGKILL (when no exit
 * handler runs): a detached shell polls both processes once a second and stops the child once this process is gone.
 * It ends by itself when the child exits first, and never signals a process that took over the child's pid.
 */
export function stopWithParent(childPid: number | undefined, graceSeconds = 3): void {
  if (!childPid) return;
  const script = guardScript(
    { pid: process.pid, start: startTimeOf(process.pid) },
    { pid: childPid, start: startTimeOf(childPid) },
    graceSeconds,
  );
  const guard = spawn('/bin/sh', ['-c', script], { detached: true, stdio: 'ignore' });
  guard.unref();
}
