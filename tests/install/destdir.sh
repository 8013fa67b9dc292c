# Sourced by the install suite's checks (. "$(dirname "$0")/destdir.sh").
# install_destdir BUILD_DIR: meson install the build into $root = $tmp/root,
# $tmp a fresh temporary folder removed when the check exits.
install_destdir() {
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    root=$tmp/root
    meson install -C "$1" --destdir "$root" --no-rebuild --quiet >"$tmp/install.log" 2>&1 ||
        { cat "$tmp/install.log"; exit 1; }
}
