#!/usr/bin/env bash
# Builds one module's DocC documentation as a static HTML site with the
# toolchain's own `docc`, from its .docc catalogue and the symbol graphs the
# release build emitted.
#
#   docc.sh SOURCE_ROOT SCRATCH_PATH MODULE OUTPUT_DIRECTORY
set -euo pipefail
source_root=$1 scratch=$2 module=$3 output=$4
graphs="$scratch/symbol-graphs"
docc=$(command -v docc || true)
if [ -z "$docc" ]; then
  # Toolchains ship docc next to swift even when it is not on the PATH.
  docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
fi
[ -x "$docc" ] || { echo "error: docc not found (it ships with the Swift toolchain)" >&2; exit 1; }
# Only this module's graphs (its own, and its extensions of other modules'
# types), or docc would document every module the build touched.
module_graphs=$(mktemp -d)
trap 'rm -rf "$module_graphs"' EXIT
shopt -s nullglob
files=("$graphs/$module.symbols.json" "$graphs/$module@"*.symbols.json)
[ -f "${files[0]}" ] || { echo "error: no symbol graph for $module in $graphs" >&2; exit 1; }
cp "${files[@]}" "$module_graphs/"
rm -rf "$output"
"$docc" convert "$source_root/Sources/$module/$module.docc" \
  --additional-symbol-graph-dir "$module_graphs" \
  --fallback-display-name "$module" \
  --fallback-bundle-identifier "$module" \
  --transform-for-static-hosting \
  --output-path "$output" >/dev/null
[ -f "$output/index.html" ] || { echo "error: docc wrote no index.html for $module" >&2; exit 1; }
