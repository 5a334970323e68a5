"""Top entries of a py-spy profile in raw (folded) format, as `load_bench.py --profile` writes.

    uv run python benchmarks/profile_top.py var/profile-daphne-in-50.txt          # inclusive
    uv run python benchmarks/profile_top.py var/profile-daphne-in-50.txt --self   # self time
    uv run python benchmarks/profile_top.py FILE --grep memory/                   # one area

Each line of the file is `frame;frame;...;frame COUNT` (outermost first). Prints the share of
samples in which a function is on the stack (inclusive) or on top (self).
"""

from __future__ import annotations

import argparse
import re
from collections import Counter

FRAME = re.compile(r"(?P<func>.*?) \((?P<path>.*?)(?::\d+)?\)$")


def short(frame: str) -> str:
    """`func (path:line)` -> `func (package/module.py)`."""
    match = FRAME.match(frame)
    if not match:
        return frame
    path = re.sub(r".*/(site-packages|lib/python3\.\d+)/", "", match["path"])
    path = re.sub(r".*/(assistant|memory|memory_server|shop|config)/", r"\1/", path)
    return f"{match['func']} ({path})"


def top(path: str, *, self_time: bool, k: int, grep: str) -> tuple[int, list[tuple[str, int]]]:
    counts: Counter[str] = Counter()
    total = 0
    with open(path) as lines:
        for line in lines:
            stack, _, count = line.rstrip("\n").rpartition(" ")
            if not count.isdigit():
                continue
            n = int(count)
            total += n
            frames = [short(f) for f in stack.split(";")]
            for frame in [frames[-1]] if self_time else set(frames):
                counts[frame] += n
    rows = [(f, n) for f, n in counts.most_common() if grep in f]
    return total, rows[:k]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path")
    parser.add_argument("--self", dest="self_time", action="store_true")
    parser.add_argument("-k", type=int, default=20)
    parser.add_argument("--grep", default="")
    args = parser.parse_args()
    total, rows = top(args.path, self_time=args.self_time, k=args.k, grep=args.grep)
    print(f"{total} samples ({'self' if args.self_time else 'inclusive'})")
    for frame, n in rows:
        print(f"{100 * n / max(total, 1):5.1f}%  {frame}")


if __name__ == "__main__":
    main()
