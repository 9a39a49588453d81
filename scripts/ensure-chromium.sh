#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (Playwright never downloads a browser here). Installs it, with CJK
# fonts so zh/ja screenshots are readable, when it is missing; otherwise says exactly what to install.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
# No grep -q: it stops reading early, fc-list dies of SIGPIPE and pipefail reports a failure.
fonts_ok() { fc-list : family 2>/dev/null | grep -i 'noto sans cjk\|ipagothic' >/dev/null; }
if [ -x "$browser" ] && fonts_ok; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium and CJK fonts with apt-get…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-ipafont-gothic fonts-noto-cjk >/dev/null
  exit 0
fi
cat >&2 <<MSG
Browser tests need Chromium at $browser and CJK fonts. Install them with:
  sudo apt-get update && sudo apt-get install -y chromium fonts-ipafont-gothic fonts-noto-cjk
or point CHROMIUM_PATH at another Chromium binary.
MSG
exit 1
