#!/usr/bin/env bash
# Install Debian's chromium (for browser tests) unless it is already there.
# Browser downloads (e.g. Playwright's own builds) cannot be fetched on these
# machines; the Debian package can.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

CHROMIUM=/usr/bin/chromium
if [[ -x "$CHROMIUM" ]]; then
  log "chromium already installed: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
  exit 0
fi

export DEBIAN_FRONTEND=noninteractive
# Package lists may be missing or stale on a fresh machine: refresh them once,
# only when apt does not know the package yet.
if ! apt-cache show chromium >/dev/null 2>&1; then
  log "apt-get update"
  apt-get update -qq
fi
log "installing chromium"
apt-get install -y -qq chromium >&2 \
  || die "apt-get install chromium failed"
log "chromium installed: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
