"""Print every benchmark's figures: ``make bench`` (or ``python benchmarks/run.py [name ...]``)."""

from __future__ import annotations

import importlib.util
import pathlib
import sys

HERE = pathlib.Path(__file__).parent
sys.path.insert(0, str(HERE.parent))  # measure this checkout's tutor, not whichever one is installed
sys.path.insert(0, str(HERE))  # and the benchmarks' common.py, as a benchmark run by itself finds it


def main(names: list[str]) -> None:
    scripts = sorted(HERE.glob("bench_*.py"))
    for script in scripts:
        name = script.stem.removeprefix("bench_")
        if names and name not in names:
            continue
        print(f"== {name} ==", flush=True)
        # a benchmark reads its options from the command line: run from here, it takes its defaults
        sys.argv = [str(script)]
        spec = importlib.util.spec_from_file_location(script.stem, script)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        module.main()
        print(flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
