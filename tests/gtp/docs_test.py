#!/usr/bin/env python3
"""docs/gtp-commands.md is generated from the command registry: it must equal
`goref --gtp-reference` (run scripts/update-docs after adding a command)."""
import subprocess
import sys
from pathlib import Path

goref, doc = sys.argv[1], Path(sys.argv[2])
generated = subprocess.run([goref, "--gtp-reference"], capture_output=True, check=True).stdout
if doc.read_bytes() != generated:
    print(f"{doc} is out of date: run scripts/update-docs")
    sys.exit(1)
print(f"{doc} matches the registry")
