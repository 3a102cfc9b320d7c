#!/usr/bin/env bash
# Prints the folder of a Node 24 binary to put first on PATH (empty when the machine's own node
# is already 24 or newer). An older machine gets Node 24 from the npm registry, as the package
# node-linux-<arch>@24 installed into .tools/node24 (git-ignored): no download from anywhere else.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

MAJOR=24
PREFIX="$ROOT/.tools/node$MAJOR"
case "$(uname -m)" in
  x86_64) ARCH=x64 ;;
  aarch64 | arm64) ARCH=arm64 ;;
  *) die "no node-linux package for $(uname -m): install Node $MAJOR yourself" ;;
esac
BIN="$PREFIX/node_modules/node-linux-$ARCH/bin"

major_of() { "$1" --version 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/'; }

if [[ -x "$BIN/node" && "$(major_of "$BIN/node")" == "$MAJOR" ]]; then echo "$BIN"; exit 0; fi
if (( "$(major_of node || echo 0)" >= MAJOR )); then exit 0; fi
command -v npm >/dev/null || die "Node $MAJOR is needed and there is no npm to install it with"
log "installing Node $MAJOR (npm package node-linux-$ARCH@$MAJOR) into ${PREFIX#"$ROOT"/}"
npm install --prefix "$PREFIX" --no-audit --no-fund --no-save --loglevel=error "node-linux-$ARCH@$MAJOR" >&2 \
  || die "npm could not install node-linux-$ARCH@$MAJOR (see the npm output above)"
[[ "$(major_of "$BIN/node")" == "$MAJOR" ]] || die "node-linux-$ARCH@$MAJOR installed but $BIN/node is not Node $MAJOR"
echo "$BIN"
