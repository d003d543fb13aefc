#!/usr/bin/env python3
"""`goref match report`: one self-contained HTML page, rendered by headless Chromium as a user's
browser would. Checks the rendered DOM (not the file): the results table, and the five plots as
SVG with their marks — the Elo line and its interval band, the LLR line with its two bounds, the
margin bars of both colours, the time-per-move bars of three phases for each engine, a fault mark
for the crash the run had; no network (no external src/href), a screenshot that is a real PNG.

Usage: match_report_test.py GOREF FAKE_ENGINE"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from html.parser import HTMLParser

failures = []
passes = []


def check(name, condition, detail=""):
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f"\n     {detail}"))
    (passes if condition else failures).append(name)


class Dom(HTMLParser):
    """Elements of the rendered DOM: (tag, attributes, the id of the enclosing svg)."""

    def __init__(self):
        super().__init__()
        self.elements = []
        self.svg = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "svg":
            self.svg = attrs.get("id")
        self.elements.append((tag, attrs, self.svg))

    def handle_endtag(self, tag):
        if tag == "svg":
            self.svg = None

    def count(self, svg, tag, css_class=None):
        return sum(1 for t, a, s in self.elements
                   if s == svg and t == tag and (css_class is None or css_class in a.get("class", "").split()))


def main():
    goref = os.path.abspath(sys.argv[1])
    fake = os.path.abspath(sys.argv[2])
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        print("skip Chromium is not installed (apt-get install chromium): the report is not rendered")
        return 0
    work = tempfile.mkdtemp(prefix="goref-report-")
    try:
        run = os.path.join(work, "run")
        crash_flag = os.path.join(work, "crashed")
        r = subprocess.run([goref, "match", "--out", run, "--progress", "never", "--size", "9", "--games", "12",
                            "--sprt", "elo0=0,elo1=50",
                            "--engine", f"name=random,cmd={goref} --player random --seed {{seed}}",
                            "--engine", f"name=fake,cmd={sys.executable} {fake} --crash-at-move 5 --once {crash_flag}"],
                           capture_output=True, text=True, timeout=600)
        check("a 12-game run with one crash", r.returncode == 0 and "crash 1" in r.stdout, r.stdout + r.stderr)
        r = subprocess.run([goref, "match", "report", run], capture_output=True, text=True, timeout=120)
        page = os.path.join(run, "report.html")
        check("goref match report writes DIR/report.html", r.returncode == 0 and os.path.exists(page), r.stderr)
        with open(page, encoding="utf-8") as f:
            html = f.read()
        external = re.findall(r'(?:src|href)\s*=\s*"(?!#)([^"]+)"', html)
        check("the page is self-contained: no src or href to fetch", external == [], str(external))
        check("and no stylesheet or script from elsewhere", "<link" not in html and "<script" not in html)

        profile = os.path.join(work, "profile")
        base = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", f"--user-data-dir={profile}",
                "--window-size=860,2200"]
        r = subprocess.run(base + ["--dump-dom", "file://" + page], capture_output=True, text=True, timeout=180)
        check("Chromium renders the page", r.returncode == 0 and "<svg" in r.stdout, r.stderr[-500:])
        dom = Dom()
        dom.feed(r.stdout)
        rows = sum(1 for t, a, s in dom.elements if t == "tr")
        check("the results table has a header and a row for the pairing", rows == 2, str(rows))
        svgs = [a.get("id") for t, a, s in dom.elements if t == "svg"]
        check("five plots", svgs == ["elo-plot", "llr-plot", "margin-histogram", "time-per-move", "fault-timeline"], str(svgs))
        check("the Elo plot has its line and its interval band",
              dom.count("elo-plot", "polyline", "elo-line") == 1 and dom.count("elo-plot", "path", "ci-band") == 1)
        check("the LLR plot has its line and both SPRT bounds",
              dom.count("llr-plot", "polyline", "llr-line") == 1 and dom.count("llr-plot", "line", "sprt-bound") == 2)
        black, white = dom.count("margin-histogram", "rect", "bar-black"), dom.count("margin-histogram", "rect", "bar-white")
        check("the margin histogram has bars for both colours", black > 0 and white > 0, f"{black} {white}")
        check("time per move: three phases for each of the two engines",
              dom.count("time-per-move", "rect", "bar-time") == 6)
        check("the crash is on the fault timeline", dom.count("fault-timeline", "circle", "fault-mark") == 1)
        points = [a.get("points", "") for t, a, s in dom.elements if s == "elo-plot" and t == "polyline"]
        check("the Elo line has a point per finished pair (6)", len(points) == 1 and len(points[0].split()) == 6, str(points))

        shot = os.path.join(work, "report.png")
        r = subprocess.run(base + [f"--screenshot={shot}", "file://" + page], capture_output=True, text=True, timeout=180)
        with open(shot, "rb") as f:
            header = f.read(8)
        check("a screenshot of it is a PNG", r.returncode == 0 and header == b"\x89PNG\r\n\x1a\n", r.stderr[-300:])
        if os.environ.get("GOREF_REPORT_SCREENSHOT"):
            shutil.copy(shot, os.environ["GOREF_REPORT_SCREENSHOT"])
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"{len(passes)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
