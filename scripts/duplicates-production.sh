#!/usr/bin/env bash
# Measures repeated code in the production sources only: the files git tracks under web/src,
# contracts/src and mock-server/src, without tests (*.test.*, *.spec.*), stories, test support
# (test/ and testing/ folders, test-* and *-test-* files), the mock's fuzz and bench runners (they
# are test tools), and stylesheets (theme tokens, not code). It copies them into a temporary folder
# and runs the `duplicates` tool over that copy, so every commit is measured the same way
# (decision 201).
#
#   scripts/duplicates-production.sh                 # the working tree as committed (HEAD)
#   scripts/duplicates-production.sh --rev 9f30ef7   # any commit
#   scripts/duplicates-production.sh --most 20       # fewer rows (default 200)
#   scripts/duplicates-production.sh --count         # only the count line
set -euo pipefail

rev=HEAD
most=200
count_only=0
while [ $# -gt 0 ]; do
  case "$1" in
    --rev) rev="$2"; shift 2 ;;
    --most) most="$2"; shift 2 ;;
    --count) count_only=1; shift ;;
    -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
done

if ! command -v duplicates >/dev/null 2>&1; then
  echo "the 'duplicates' tool is not on PATH" >&2
  exit 2
fi

root="$(git rev-parse --show-toplevel)"
commit="$(git -C "$root" rev-parse --verify --quiet "$rev^{commit}")" || {
  echo "not a commit: $rev" >&2
  exit 2
}
dir="$(mktemp -d "${TMPDIR:-/tmp}/duplicates-production.XXXXXX")"
trap 'rm -rf "$dir"' EXIT

# The production files of that commit: source roots, minus tests, stories and test support.
git -C "$root" ls-tree -r --name-only "$commit" -- web/src contracts/src mock-server/src |
  grep -Ev '\.(test|spec)\.[^/]*$|\.stories\.[^/]*$|(^|/)(stories|test|tests|testing|__tests__)/' |
  grep -Ev '(^|/|-)test-[^/]*$|(^|/)test-[^/]*/|^mock-server/src/(fuzz|bench)/|\.css$' \
    >"$dir/.files" || true

mkdir "$dir/tree"
# git archive writes the files exactly as committed, whatever the working tree holds.
xargs -a "$dir/.files" -d '\n' git -C "$root" archive --format=tar "$commit" -- |
  tar -x -C "$dir/tree"

echo "production sources of $(git -C "$root" rev-parse --short "$commit"): $(wc -l <"$dir/.files") files"
if [ "$count_only" = 1 ]; then
  duplicates --repo "$dir/tree" --most 1 --seconds 120 | head -1
else
  duplicates --repo "$dir/tree" --most "$most" --seconds 120
fi
