#!/usr/bin/env python3
"""Renders the README's budget table from the benchmarks' latest results.

`tunnel-bench start`, `memory` and `frames` write Benchmarks/results/SUITE.json:
the machine, the commit and the date, and per backend (`x11`, `wayland`) each
budget as {"value", "target", "met"} under `figures.backends.BACKEND.budgets`.
This script makes one Markdown row per budget, a column per backend, and a line
naming where the figures come from, and keeps it in README.md between

    <!-- budget-table:begin … -->
    <!-- budget-table:end -->

touching nothing outside the markers.

Usage: budget-table.py [--write | --check] [--results DIR] [--readme FILE]
  (no option)  print the table
  --write      put the table into the README
  --check      exit 1, saying why, when the README's table is not the one the
               results make (a test runs this)
"""
import argparse
import difflib
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BEGIN = "<!-- budget-table:begin"
END = "<!-- budget-table:end -->"
SUITES = ("start", "memory", "frames")
BACKENDS = (("x11", "X11 (Xvfb)"), ("wayland", "Wayland (sway)"))


def signed(unit, digits=1):
    """A formatter for figures that are a difference: `+3.2 MB`."""
    return lambda value: f"{value:+.{digits}f} {unit}"


# One row per budget: what it measures, how its target reads, the suite and
# the budget's key in that suite's results, and how its figure is written.
ROWS = (
    ("Start: process start → first complete frame of both maps, against the empty GTK window",
     lambda t: f"≤ {t:g}×", "start", "startRatio", lambda v: f"{v:.2f}×"),
    ("PSS + display server's growth after start-up, over the empty GTK window's",
     lambda t: f"≤ +{t:g} MB", "start", "costOverYardstickMegabytes", signed("MB")),
    ("Private dirty memory after start-up, over the empty GTK window's",
     lambda t: f"≤ +{t:g} MB", "start", "privateDirtyOverYardstickMegabytes", signed("MB")),
    ("Gesture frames at 1280×800 and at scale 2: the worst gesture's p95",
     lambda t: f"≤ {t:g} ms", "frames", "frameP95Milliseconds", lambda v: f"{v:.2f} ms"),
    ("Gesture frames at 1280×800 and at scale 2: the slowest frame",
     lambda t: f"≤ {t:g} ms", "frames", "frameMaxMilliseconds", lambda v: f"{v:.2f} ms"),
    ("Private dirty + server growth after each excursion (resize, searches, way down, dialogs), against before it",
     lambda t: f"≤ +{t:g} %", "memory", "excursionChangePercent", signed("%")),
)


class ResultsError(Exception):
    """Results that are missing or not what the benchmarks write."""


def load_results(folder):
    results = {}
    for suite in SUITES:
        path = os.path.join(folder, f"{suite}.json")
        try:
            with open(path, encoding="utf-8") as file:
                results[suite] = json.load(file)
        except FileNotFoundError:
            raise ResultsError(f"{path} is missing: run tunnel-bench {suite} (see Benchmarks/tunnel-bench/main.swift)")
        except json.JSONDecodeError as error:
            raise ResultsError(f"{path} is not JSON: {error}")
    return results


def backend_figures(results, suite, backend):
    return results[suite].get("figures", {}).get("backends", {}).get(backend)


def budget(results, suite, backend, key):
    figures = backend_figures(results, suite, backend)
    if not figures or not figures.get("budgets"):
        return None
    value = figures["budgets"].get(key)
    if value is None:
        return None
    for field in ("value", "target", "met"):
        if field not in value:
            raise ResultsError(f"{suite}.json: budgets.{key} on {backend} has no {field}")
    if not all(isinstance(value[field], (int, float)) for field in ("value", "target")):
        raise ResultsError(f"{suite}.json: budgets.{key} on {backend} is not a number: {value}")
    if value["met"] != (value["value"] <= value["target"]):
        raise ResultsError(f"{suite}.json: budgets.{key} on {backend} says met is {value['met']}, "
                           f"but {value['value']} against at most {value['target']} says otherwise")
    return value


def frames_note(results, backend):
    """What a frames figure leaves out: a size not measured, a gesture that painted nothing."""
    figures = backend_figures(results, "frames", backend) or {}
    notes = []
    skipped = [setup["name"] for setup in figures.get("setups", []) if setup.get("skipped")]
    if skipped:
        notes.append("not measured at " + ", ".join(skipped))
    silent = sum(len(setup.get("gesturesWithoutFrames", [])) for setup in figures.get("setups", []))
    if silent:
        notes.append(f"{silent} gesture{'s' if silent > 1 else ''} painted nothing")
    return f" ({'; '.join(notes)})" if notes else ""


def cell(results, suite, backend, key, write):
    measured = budget(results, suite, backend, key)
    if measured is None:
        return "not measured"
    verdict = "met" if measured["met"] else "**missed**"
    note = frames_note(results, backend) if suite == "frames" else ""
    return f"{write(measured['value'])}, {verdict}{note}"


def target_text(results, suite, key, write_target):
    targets = {budget(results, suite, backend, key)["target"]
               for backend, _ in BACKENDS if budget(results, suite, backend, key) is not None}
    if not targets:
        return "—"
    return " / ".join(write_target(target) for target in sorted(targets))


def provenance(results):
    """Where the figures come from: each suite's date, commit and size of run, and the machine."""
    parts = []
    for suite in SUITES:
        data = results[suite]
        commit = data.get("commit", "unknown")[:10]
        if data.get("commitIsDirty"):
            commit += " with local changes"
        date = data.get("date", "unknown").replace("T", " ").replace("Z", " UTC")
        run = ""
        if suite == "start" and "runs" in data.get("figures", {}):
            runs = data["figures"]["runs"]
            run = f", {runs} launch{'es' if runs != 1 else ''} of each program per backend"
        parts.append(f"`{suite}` {date} at {commit}{run}")
    machines = []
    for suite in SUITES:
        machine = results[suite].get("machine", {})
        text = (f"{machine.get('cpu', 'unknown CPU')}, {machine.get('cores', '?')} cores, "
                f"{machine.get('memoryGigabytes', '?')} GB, {machine.get('system', 'unknown system')}, "
                f"GTK {machine.get('gtk', '?')}")
        if text not in machines:
            machines.append(text)
    return "Made from `Benchmarks/results`: " + "; ".join(parts) + ". Measured on " + "; ".join(machines) + "."


def render(results):
    lines = ["| Budget | Target | " + " | ".join(name for _, name in BACKENDS) + " |",
             "| --- | --- | " + " | ".join("---" for _ in BACKENDS) + " |"]
    for label, write_target, suite, key, write in ROWS:
        cells = [cell(results, suite, backend, key, write) for backend, _ in BACKENDS]
        lines.append(f"| {label} | {target_text(results, suite, key, write_target)} | " + " | ".join(cells) + " |")
    lines += ["", provenance(results)]
    return "\n".join(lines) + "\n"


def split_readme(text, path):
    """The README as (before and the begin marker's line, the table, the end marker and after)."""
    start = text.find(BEGIN)
    if start < 0:
        raise ResultsError(f"{path} has no line starting with {BEGIN}")
    body_start = text.find("\n", start) + 1
    end = text.find(END, body_start)
    if body_start == 0 or end < 0:
        raise ResultsError(f"{path} has no {END} after its {BEGIN} line")
    return text[:body_start], text[body_start:end], text[end:]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--write", action="store_true", help="put the table into the README")
    mode.add_argument("--check", action="store_true", help="exit 1 when the README's table is not the results'")
    parser.add_argument("--results", default=os.path.join(ROOT, "Benchmarks", "results"), help="the results' folder")
    parser.add_argument("--readme", default=os.path.join(ROOT, "README.md"), help="the README to keep the table in")
    arguments = parser.parse_args()
    try:
        table = render(load_results(arguments.results))
        if not (arguments.write or arguments.check):
            sys.stdout.write(table)
            return 0
        with open(arguments.readme, encoding="utf-8") as file:
            text = file.read()
        before, current, after = split_readme(text, arguments.readme)
    except ResultsError as error:
        print(f"budget-table.py: {error}", file=sys.stderr)
        return 1
    if arguments.write:
        if current != table:
            with open(arguments.readme, "w", encoding="utf-8") as file:
                file.write(before + table + after)
        return 0
    if current == table:
        return 0
    print(f"budget-table.py: the budget table in {arguments.readme} is not the one {arguments.results} makes; "
          "run tools/bench/budget-table.py --write after the benchmarks, and never edit the table by hand:",
          file=sys.stderr)
    sys.stderr.writelines(difflib.unified_diff(
        current.splitlines(keepends=True), table.splitlines(keepends=True), "README.md's table", "the results' table"))
    return 1


if __name__ == "__main__":
    sys.exit(main())
