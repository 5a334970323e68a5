"""Run a program that dies with its parent: `python -m shop.parent_death PARENT_PID PROGRAM [ARG...]`.

`manage.py demo` starts daphne and memory_server through this (QA bug 8): on Linux it asks the
kernel (prctl PR_SET_PDEATHSIG) to send SIGTERM when the parent dies, however it dies (SIGKILL,
a crash), then execs PROGRAM in its place; the request survives the exec. So a demo killed
outright leaves no orphaned daphne holding its port and its output pipe. Elsewhere it only execs:
the demo still stops its children on Ctrl-C and SIGTERM. This is a separate program rather than
a Popen `preexec_fn` because the demo may run threads (the embedder's), and `preexec_fn` is not
safe with threads.
"""

import ctypes
import os
import signal
import sys

PR_SET_PDEATHSIG = 1  # <linux/prctl.h>


def main(argv: list[str]) -> None:
    """Arrange SIGTERM on the parent's death, then replace this process by argv[1:].

    `argv[0]` is the parent's pid: if the parent is already gone (it died before the request
    was made), exit with status 1 instead of running orphaned.
    """
    parent, program = int(argv[0]), argv[1:]
    if sys.platform.startswith("linux"):
        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0) != 0:
            error = ctypes.get_errno()
            raise OSError(error, f"prctl(PR_SET_PDEATHSIG): {os.strerror(error)}")
    if os.getppid() != parent:
        sys.exit(1)
    os.execv(program[0], program)  # noqa: S606 - the demo's own fixed command line


if __name__ == "__main__":
    main(sys.argv[1:])
