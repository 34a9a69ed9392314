# Sourced by bin/nos-agent and .ci/run: sets JAVA_HOME to a JDK 25 or fails with advice.
# The JDK's release file says its version without starting a JVM (~0.2 s saved on every command), read by
# bash itself (no process started).
java_feature() {
  local line
  if [[ -r "$1/release" ]]; then
    while IFS= read -r line; do
      if [[ "$line" =~ ^JAVA_VERSION=\"([0-9]+) ]]; then echo "${BASH_REMATCH[1]}"; return; fi
    done < "$1/release"
  fi
  "$1/bin/java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p'
}
is_java25() {
  [[ -n "$1" && -x "$1/bin/java" && -x "$1/bin/javac" && "$(java_feature "$1")" == "25" ]]
}
# The JDK on PATH is looked for last and only then: finding it costs three processes, on every command.
pick_java25() {
  local candidate
  for candidate in "${JAVA_HOME:-}" /usr/lib/jvm/temurin-25-jdk-amd64 /usr/lib/jvm/*25*; do
    if is_java25 "$candidate"; then
      export JAVA_HOME="$candidate"
      return 0
    fi
  done
  candidate="$(dirname "$(dirname "$(readlink -f "$(command -v java 2>/dev/null || echo /nonexistent)")")")"
  if is_java25 "$candidate"; then
    export JAVA_HOME="$candidate"
    return 0
  fi
  echo "nos-agent needs JDK 25 (e.g. Temurin 25). Set JAVA_HOME to it; none found in JAVA_HOME, /usr/lib/jvm or on PATH." >&2
  return 1
}
