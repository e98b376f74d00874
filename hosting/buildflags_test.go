package hosting

import (
	"runtime/debug"
	"strings"
	"testing"
)

func TestBuildProblem(t *testing.T) {
	set := func(kv ...string) []debug.BuildSetting {
		var s []debug.BuildSetting
		for i := 0; i < len(kv); i += 2 {
			s = append(s, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return s
	}
	flags := strings.Join(DeterministicGCFlags(), " ")
	last := DeterministicGCFlags()[len(DeterministicPackages)-1][len("-gcflags="):]
	for _, c := range []struct {
		name     string
		settings []debug.BuildSetting
		warn     bool
	}{
		{"amd64 v1 fuses nothing", set("GOARCH", "amd64", "GOAMD64", "v1"), false},
		{"wasm fuses nothing", set("GOARCH", "wasm"), false},
		{"amd64 v3 without the flags", set("GOARCH", "amd64", "GOAMD64", "v3"), true},
		{"arm64 without the flags", set("GOARCH", "arm64"), true},
		{"arm64 with other gcflags", set("GOARCH", "arm64", "-gcflags", "all=-N -l"), true},
		{"arm64 with the flags (the go command records the last)", set("GOARCH", "arm64", "-gcflags", last), false},
		{"riscv64 with the flags", set("GOARCH", "riscv64", "-gcflags", last), false},
		{"arm64 with fusion off everywhere", set("GOARCH", "arm64", "-gcflags", "all=-d=fmahash=n"), false},
		{"arm64 with fmahash bisecting", set("GOARCH", "arm64", "-gcflags", "all=-d=fmahash=0101"), true},
	} {
		msg := buildProblem(c.settings, nil)
		if (msg != "") != c.warn {
			t.Errorf("%s: problem %q, want a warning: %v", c.name, msg, c.warn)
		}
		if c.warn && !strings.Contains(msg, flags) {
			t.Errorf("%s: %q does not name the flags %q", c.name, msg, flags)
		}
	}
}

func TestDeterministicGCFlags(t *testing.T) {
	got := DeterministicGCFlags()
	if len(got) != len(DeterministicPackages) {
		t.Fatalf("%d flags for %d packages", len(got), len(DeterministicPackages))
	}
	for i, f := range got {
		if want := "-gcflags=" + DeterministicPackages[i] + "=-d=fmahash=qn"; f != want {
			t.Errorf("flag %d = %q, want %q", i, f, want)
		}
	}
}

// A probe that found fusion warns whatever the build settings say, naming the
// packages; on this machine's own build the probes find none.
func TestBuildProblemFromProbes(t *testing.T) {
	last := DeterministicGCFlags()[len(DeterministicPackages)-1][len("-gcflags="):]
	msg := buildProblem([]debug.BuildSetting{{Key: "GOARCH", Value: "arm64"}, {Key: "-gcflags", Value: last}},
		[]string{"github.com/jakecoffman/cp/v2"})
	if !strings.Contains(msg, "fuses multiply-adds in github.com/jakecoffman/cp/v2") {
		t.Errorf("problem %q does not name cp", msg)
	}
	if got := BuildProblem(); got != "" {
		t.Errorf("this test binary (amd64 v1 or flags passed): BuildProblem() = %q, want none", got)
	}
}
