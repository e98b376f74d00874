package tests

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/hosting"
)

// TestMakefilePassesTheBuildFlags checks that the Makefile's DETFLAGS, which
// every make build and test passes through GOFLAGS, are the flags
// hosting.DeterministicGCFlags names, in the same order.
func TestMakefilePassesTheBuildFlags(t *testing.T) {
	b, err := os.ReadFile("../Makefile")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	in := false
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "DETFLAGS :=") {
			in, line = true, strings.TrimPrefix(line, "DETFLAGS :=")
		}
		if !in {
			continue
		}
		more := strings.HasSuffix(line, "\\")
		got = append(got, strings.Fields(strings.TrimSuffix(line, "\\"))...)
		if !more {
			break
		}
	}
	if want := hosting.DeterministicGCFlags(); !slices.Equal(got, want) {
		t.Errorf("Makefile DETFLAGS = %q\nwant hosting.DeterministicGCFlags() = %q", got, want)
	}
	if !strings.Contains(string(b), "GOFLAGS += $(DETFLAGS)\nexport GOFLAGS\n") {
		t.Error("the Makefile does not export DETFLAGS through GOFLAGS")
	}
}
