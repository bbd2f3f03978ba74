import { spawn } from 'node:child_process';

/**
 * Makes sure a child process does not outlive this one, even when this process is killed with SIGKILL (when no exit
 * handler runs): a detached shell polls both pids once a second and stops the child once this process is gone. It
 * ends by itself when the child exits first.
 */
export function stopWithParent(childPid: number | undefined, graceSeconds = 3): void {
  if (!childPid) return;
  const script = `
    while kill -0 ${process.pid} 2>/dev/null && kill -0 ${childPid} 2>/dev/null; do sleep 1; done
    if kill -0 ${childPid} 2>/dev/null; then
      kill -TERM ${childPid} 2>/dev/null; sleep ${graceSeconds}; kill -KILL ${childPid} 2>/dev/null
    fi`;
  const guard = spawn('/bin/sh', ['-c', script], { detached: true, stdio: 'ignore' });
  guard.unref();
}
