package griff_test

import (
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
)

// fusedOp matches the fused multiply-add instructions of the targets Go fuses on.
var fusedOp = regexp.MustCompile(`\s(V?FN?M(ADD|SUB)[0-9A-Z]*|WFN?M[AS]D?B)\s`)

// TestNoFusedMultiplyAdd compiles this package for every target where Go fuses
// x*y + z into one instruction and fails if the compiler fused anything in it:
// each product must be rounded by float64(...) before it is added.
// Cross-compiling the standard library the first time takes about a
// minute, so the test runs only with GRIFF_FMA_CHECK=1 (run it in CI once per
// change to package griff).
func TestNoFusedMultiplyAdd(t *testing.T) {
	if os.Getenv("GRIFF_FMA_CHECK") != "1" {
		t.Skip("set GRIFF_FMA_CHECK=1 to cross-compile and look for fused multiply-adds")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command: ", err)
	}
	targets := [][]string{
		{"GOARCH=arm64"}, {"GOARCH=ppc64le"}, {"GOARCH=s390x"}, {"GOARCH=riscv64"},
		{"GOARCH=loong64"}, {"GOARCH=amd64", "GOAMD64=v3"},
	}
	for _, env := range targets {
		cmd := exec.Command(goTool, "build", "-gcflags=-S", "-o", os.DevNull, ".", "./input")
		cmd.Env = append(append(os.Environ(), "CGO_ENABLED=0"), env...)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%v: go build: %v\n%s", env, err, out)
		}
		for _, line := range strings.Split(string(out), "\n") {
			if fusedOp.MatchString(line) {
				t.Errorf("%v: fused multiply-add: %s", env, strings.TrimSpace(line))
			}
		}
	}
}
