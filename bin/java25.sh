# Sourced by bin/nos-agent and .ci/run: sets JAVA_HOME to a JDK 25 or fails with advice.
# The JDK's release file says its version without starting a JVM (~0.2 s saved on every command).
java_feature() {
  local v
  v="$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$1/release" 2>/dev/null)"
  if [[ -n "$v" ]]; then echo "$v"; return; fi
  "$1/bin/java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p'
}
pick_java25() {
  local candidate
  for candidate in "${JAVA_HOME:-}" /usr/lib/jvm/temurin-25-jdk-amd64 /usr/lib/jvm/*25* \
                   "$(dirname "$(dirname "$(readlink -f "$(command -v java 2>/dev/null || echo /nonexistent)")")")"; do
    if [[ -n "$candidate" && -x "$candidate/bin/java" && -x "$candidate/bin/javac" && "$(java_feature "$candidate")" == "25" ]]; then
      export JAVA_HOME="$candidate"
      return 0
    fi
  done
  echo "nos-agent needs JDK 25 (e.g. Temurin 25). Set JAVA_HOME to it; none found in JAVA_HOME, /usr/lib/jvm or on PATH." >&2
  return 1
}
