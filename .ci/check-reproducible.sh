#!/usr/bin/env bash
# Builds every published module twice, from clean, in two copies of the checkout at different
# paths, and compares every jar they produce (classes, sources, javadoc) byte for byte. A jar that
# differs fails the check and is named; the BOM's artifact list is the list of what must match.
# Also runs maven-artifact-plugin's check-buildplan, which names plugins known to break
# reproducibility.
#
#   .ci/check-reproducible.sh            (from anywhere; uses the caller's Maven settings)
set -euo pipefail
cd "$(dirname "$0")/.."
top="$(pwd)"

modules=annotations,json,json-jackson,schema,runtime,legacy,protocol,processor,integrations/jetty,integrations/servlet,integrations/oauth,integrations/redis,integrations/spring-boot-starter,integrations/spring-boot3-starter,tools/cli,tools/maven-plugin,bom,archetype

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

copy() {
  mkdir -p "$1"
  git -C "$top" ls-files -co --exclude-standard -z | (cd "$top" && tar --null -T - -cf -) | tar -xf - -C "$1"
}

build() {
  echo "check-reproducible: building the published modules in $1"
  (cd "$1" && ./mvnw -B -q clean package -DskipTests -pl "$modules" -am)
}

copy "$work/first"
copy "$work/second-build"
(cd "$work/first" && ./mvnw -B -q artifact:check-buildplan -Dcheck.failOnNonReproducible=true -pl "$modules" -am)
build "$work/first"
build "$work/second-build"

compared=0
differ=0
while IFS= read -r jar; do
  other="$work/second-build/${jar#"$work/first/"}"
  if [ ! -f "$other" ]; then
    echo "check-reproducible: ${jar#"$work/first/"} is missing from the second build" >&2
    differ=$((differ + 1))
  elif ! cmp -s "$jar" "$other"; then
    echo "check-reproducible: ${jar#"$work/first/"} differs between the two builds" >&2
    differ=$((differ + 1))
  fi
  compared=$((compared + 1))
done < <(find "$work/first" -path '*/target/*.jar' -not -path '*/test-classes/*' | sort)

# Every artifact the BOM lists (in its dependencyManagement) must have been among them.
listed="$(sed -n '/<dependencyManagement>/,/<\/dependencyManagement>/p' bom/pom.xml \
  | grep -o '<artifactId>mcpgen-[a-z-]*</artifactId>' | sed 's/<[^>]*>//g' | sort -u)"
for artifact in $listed; do
  if ! find "$work/first" -path "*/target/$artifact-*.jar" -o -path "*/target/${artifact}-classes*.jar" | grep -q .; then
    if [ "$artifact" = mcpgen-cli ] && find "$work/first" -path '*/target/mcpgen-cli*.jar' | grep -q .; then
      continue
    fi
    echo "check-reproducible: the BOM lists $artifact, but no jar of it was built" >&2
    differ=$((differ + 1))
  fi
done

if [ "$differ" != 0 ]; then
  echo "check-reproducible: $differ of $compared jars are not reproducible" >&2
  exit 1
fi
echo "check-reproducible: $compared jars, byte-identical in both builds"
