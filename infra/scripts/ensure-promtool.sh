#!/usr/bin/env bash
# Prints the path of a promtool (Prometheus's rule checker) for the alert rules' tests
# (infra/prometheus/). The machine's own if it has one; otherwise the binary of Debian's
# `prometheus` package, unpacked into .tools/prometheus (git-ignored) without installing the
# package: the package would also set up a Prometheus server, which nothing here needs.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

if command -v promtool >/dev/null 2>&1; then command -v promtool; exit 0; fi
PREFIX="$ROOT/.tools/prometheus"
BIN="$PREFIX/usr/bin/promtool"
if [[ -x "$BIN" ]]; then echo "$BIN"; exit 0; fi
command -v apt-get >/dev/null || die "no promtool, and no apt-get to fetch Debian's prometheus package"
if ! apt-cache show prometheus >/dev/null 2>&1; then
  log "apt-get update"
  apt-get update -qq >&2
fi
work="$(mktemp -d)"
chmod 755 "$work" # apt-get download runs as _apt where it can
trap 'rm -rf "$work"' EXIT
log "fetching Debian's prometheus package for its promtool"
(cd "$work" && apt-get download -qq prometheus >&2) || die "apt-get download prometheus failed"
mkdir -p "$PREFIX"
dpkg-deb -x "$work"/prometheus_*.deb "$work/unpacked" || die "could not unpack the prometheus package"
install -D -m 0755 "$work/unpacked/usr/bin/promtool" "$BIN"
"$BIN" --version >&2 || die "$BIN does not run"
echo "$BIN"
