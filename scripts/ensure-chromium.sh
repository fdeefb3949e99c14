#!/usr/bin/env sh
# The browser the browser tests drive (server/test/http/docs-page.test.ts): Debian's chromium,
# through playwright-core, because Playwright cannot download its own browsers where only the
# package registries are reachable. Installs it with apt when missing (root, or sudo without a
# password); PROCTOR_CHROMIUM names another executable instead.
set -eu
browser=${PROCTOR_CHROMIUM:-/usr/bin/chromium}
[ -x "$browser" ] && exit 0
if [ -n "${PROCTOR_CHROMIUM:-}" ]; then
  echo "ensure-chromium: PROCTOR_CHROMIUM=$browser is not an executable" >&2
  exit 1
fi
sudo=''
[ "$(id -u)" -eq 0 ] || sudo='sudo -n'
echo "ensure-chromium: installing Debian's chromium with apt-get" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends chromium >/dev/null
