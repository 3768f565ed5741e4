#!/usr/bin/env bash
# Create the benchmark venv (/work/main/.bench-venv, gitignored) with the pinned peers and
# clausewise installed editable, then check that every engine imports and runs offline.
#
#   bash benchmarks/setup_env.sh            # create or update
#   bash benchmarks/setup_env.sh --fresh    # delete and recreate
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(dirname "$here")"
venv="$repo/.bench-venv"
python="${PYTHON:-python3}"

if [[ "${1:-}" == "--fresh" && -d "$venv" ]]; then
    rm -rf "$venv"
fi
if [[ ! -x "$venv/bin/python" ]]; then
    "$python" -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --upgrade pip
"$venv/bin/python" -m pip install --quiet -r "$here/requirements-peers.txt"
"$venv/bin/python" -m pip install --quiet -e "$repo"

echo "installed:"
"$venv/bin/python" -m pip list --format=freeze 2>/dev/null \
    | grep -iE '^(lexichunk|chunkweaver|contractex|chunkguard|langchain-text-splitters|semchunk|chonkie|semantic-text-splitter|pysbd|sentencex|nupunkt|rank-bm25|psutil|clausewise)=' \
    | sed 's/^/  /'

# Run every engine on sample text with the network cut off when we can (root or user
# namespaces), so a peer that would download a tokenizer or model fails here, loudly.
check=("$venv/bin/python" "$here/peers.py" --check)
if command -v unshare >/dev/null && unshare -n true 2>/dev/null; then
    echo "engine check (no network):"
    unshare -n "${check[@]}"
elif command -v unshare >/dev/null && unshare -rn true 2>/dev/null; then
    echo "engine check (no network, user namespace):"
    unshare -rn "${check[@]}"
else
    echo "engine check (network not isolated: unshare unavailable):"
    "${check[@]}"
fi
