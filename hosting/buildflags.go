package hosting

import (
	"regexp"
	"runtime/debug"
	"strings"

	"github.com/griffengine/griff/physics"
)

// fusionOffFlag matches a recorded -gcflags value that turns fusion off:
// fmahash=n or its quiet form qn.
var fusionOffFlag = regexp.MustCompile(`-d=(?:[a-z]+=[^,\s]*,)*fmahash=q?n(?:$|[,\s])`)

// fusionOff is the compiler flag that turns fused multiply-adds off in one
// package: the Go compiler's fmahash debug setting with "q" (quiet) and "n"
// (match nothing), so no x*y+z of the package is ever fused.
const fusionOff = "-d=fmahash=qn"

// DeterministicPackages are the packages built with fused multiply-adds off
// ([DeterministicGCFlags]), as go command package patterns, in the order the
// flags are passed. The standard library's math (whose Sin and Cos cp turns
// every rotating body with), cp (physics) and mathgl (griff.Vec's Dot, Len and
// Add) are other people's code, which Griff cannot round explicitly; Griff's
// physics package inlines cp's vector and transform methods, whose products
// are fused in the caller. Every other Griff package that changes game state
// rounds explicitly (float64(x*y) + z, which the Go specification guarantees
// is never fused) and is checked for it by tests/fma_test.go.
var DeterministicPackages = []string{
	"math",
	"github.com/jakecoffman/cp/v2/...",
	"github.com/go-gl/mathgl/...",
	"github.com/griffengine/griff/physics",
}

// DeterministicGCFlags returns the go command flags every build of a Griff
// game passes so that it simulates the same bits on every architecture: one
// -gcflags per package of [DeterministicPackages], turning fused multiply-adds
// off there. Go fuses x*y+z into one instruction, rounding once instead of
// twice, on arm64, ppc64le, s390x, riscv64, loong64 and amd64 built with
// GOAMD64=v3 or above; on plain amd64 (GOAMD64=v1, the default) and wasm the
// flags change nothing. The Makefile passes the same flags through GOFLAGS
// (a test checks they agree). The fmahash setting is a compiler debug flag,
// not a promise of the Go project: the cross-architecture test
// (tests/crossarch_test.go) is what notices if it ever stops working.
func DeterministicGCFlags() []string {
	flags := make([]string, len(DeterministicPackages))
	for i, p := range DeterministicPackages {
		flags[i] = "-gcflags=" + p + "=" + fusionOff
	}
	return flags
}

// fusingTarget reports whether a build for goarch (with goamd64, the
// GOAMD64 level, for amd64) may fuse multiply-adds.
func fusingTarget(goarch, goamd64 string) bool {
	switch goarch {
	case "arm64", "ppc64", "ppc64le", "s390x", "riscv64", "loong64", "mips64", "mips64le":
		return true
	case "amd64":
		return goamd64 >= "v3"
	}
	return false
}

// BuildProblem returns a sentence saying why this program may not simulate
// the same bits as other machines, or "" when it will: built for an
// architecture that fuses multiply-adds without [DeterministicGCFlags]. Hosts
// put it in the game's problem log once at start, so a replay or a network
// game that drifts has its cause on record. It asks two witnesses:
// physics.FusedPackages, probes run in the program itself that find fusion in
// Go's math, cp and Griff's physics package by package, and the build settings
// the go command embeds (runtime/debug.ReadBuildInfo), which record the
// architecture and only the last -gcflags given. Either one finding fusion
// possible is enough.
func BuildProblem() string {
	var settings []debug.BuildSetting
	if info, ok := debug.ReadBuildInfo(); ok {
		settings = info.Settings
	}
	return buildProblem(settings, physics.FusedPackages())
}

func buildProblem(settings []debug.BuildSetting, fused []string) string {
	var goarch, goamd64, gcflags string
	for _, s := range settings {
		switch s.Key {
		case "GOARCH":
			goarch = s.Value
		case "GOAMD64":
			goamd64 = s.Value
		case "-gcflags":
			gcflags = s.Value
		}
	}
	fix := "build it with make, or pass " + strings.Join(DeterministicGCFlags(), " ")
	if len(fused) > 0 {
		return "this program fuses multiply-adds in " + strings.Join(fused, ", ") +
			", so it may play differently from other machines (replays, network games): " + fix
	}
	// The go command records only the last -gcflags it was given, so this
	// can see that fusion was turned off somewhere (these flags, or the
	// fmahash=n of all packages), not that it was in every package that
	// needs it: the probes above are what look package by package.
	if !fusingTarget(goarch, goamd64) || fusionOffFlag.MatchString(gcflags) {
		return ""
	}
	arch := goarch
	if goarch == "amd64" {
		arch += "/" + goamd64
	}
	return "this program was built for " + arch + " without Griff's build flags, so it may fuse multiply-adds " +
		"and play differently from other machines (replays, network games): " + fix
}
