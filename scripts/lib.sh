# Shared by scripts/run and scripts/test: install what is missing, build.
# Everything here writes to stderr: stdout of scripts/run belongs to GTP.

GOREF_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
GOREF_BUILD_PACKAGES=(cmake g++ make python3 libboost-program-options-dev libspdlog-dev libgtest-dev
                      nlohmann-json3-dev libarchive-dev libboost-math-dev)

goref_install_packages() {
  local missing=()
  for package in "$@"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "goref: installing ${missing[*]}" >&2
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq >&2 || true
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >&2
}

# goref_build DIR [cmake options...]: configure (once) and build into DIR.
goref_build() {
  local dir="$1"
  shift
  cmake -S "$GOREF_ROOT" -B "$dir" "$@" >&2
  cmake --build "$dir" -j "$(nproc 2>/dev/null || echo 2)" >&2
}
