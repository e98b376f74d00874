package tests

import (
	"bufio"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/griffengine/griff/hosting"
)

// fusedOp matches the fused multiply-add instructions of the targets Go fuses
// on: FMADDD, FMSUBD, FNMADDD, FNMSUBD (arm64, riscv64, loong64, ppc64le),
// VFMADD231SD and kin (amd64 v3) and WFMADB, WFMSDB (s390x).
var fusedOp = regexp.MustCompile(`\s(V?FN?M(ADD|SUB)[0-9A-Z]*|WFN?M[AS]D?B)\s`)

// fusionTargets are the GOARCH (and GOAMD64) settings on which Go fuses x*y+z.
var fusionTargets = [][]string{
	{"GOARCH=arm64"}, {"GOARCH=ppc64le"}, {"GOARCH=s390x"}, {"GOARCH=riscv64"},
	{"GOARCH=loong64"}, {"GOARCH=amd64", "GOAMD64=v3"},
}

// statePackages are the packages whose code changes game state: every Griff
// package a game runs, but for what it draws (rendering) and what it plays
// (audio), whose float results never reach the state, and the programs.
var statePackages = []string{
	"./griff/...", "./scenes/...", "./data/...", "./physics/...", "./runtime/...",
	"./modules/...", "./hosting", "./hosting/balance",
}

// notState reports whether pkg is one of the packages whose float results
// never reach the game state (what is drawn and what is heard), which the
// packages of statePackages may still import.
func notState(pkg string) bool {
	for _, p := range []string{"github.com/griffengine/griff/audio", "github.com/griffengine/griff/rendering"} {
		if pkg == p || strings.HasPrefix(pkg, p+"/") {
			return true
		}
	}
	return false
}

// TestNoFusedMultiplyAdd compiles every package that changes game state, and
// the dependencies they run (cp, mathgl), for every target where Go fuses
// x*y + z into one instruction, with the build flags every Griff build passes
// (hosting.DeterministicGCFlags), and fails on any fused instruction: Griff's
// own products are rounded by float64(...) before they are added, and the
// packages it cannot round (hosting.DeterministicPackages) are built with
// fusion off. Cross-compiling the standard library the first time takes about
// a minute a target, so the test runs only with GRIFF_FMA_CHECK=1 (make test
// sets it).
func TestNoFusedMultiplyAdd(t *testing.T) {
	if os.Getenv("GRIFF_FMA_CHECK") != "1" {
		t.Skip("set GRIFF_FMA_CHECK=1 to cross-compile and look for fused multiply-adds")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command: ", err)
	}
	args := []string{"build", "-tags", "headless", "-gcflags=github.com/griffengine/griff/...=-S"}
	for _, p := range hosting.DeterministicPackages {
		args = append(args, "-gcflags="+p+"=-S -d=fmahash=qn")
	}
	args = append(args, statePackages...)
	for _, env := range fusionTargets {
		fused, err := fusedInstructions(goTool, args, env)
		if err != nil {
			t.Fatalf("%v: %v", env, err)
		}
		for _, f := range fused {
			t.Errorf("%v: fused multiply-add: %s", env, f)
		}
	}
}

// fusedInstructions builds with args in the module's root under env and
// returns each fused instruction the compiler listed (-S) as "package:
// instruction line", where package is the one being compiled.
func fusedInstructions(goTool string, args, env []string) ([]string, error) {
	cmd := exec.Command(goTool, args...)
	cmd.Dir = ".."
	// GOFLAGS is cleared so the flags are exactly the ones this test names.
	cmd.Env = append(append(os.Environ(), "CGO_ENABLED=0", "GOFLAGS="), env...)
	out, err := cmd.StderrPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	var fused, failed []string
	pkg := ""
	sc := bufio.NewScanner(out)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "# "):
			pkg = strings.TrimPrefix(line, "# ")
		case fusedOp.MatchString(line):
			if !notState(pkg) {
				fused = append(fused, pkg+": "+strings.TrimSpace(line))
			}
		case !strings.HasPrefix(line, "\t") && !strings.Contains(line, " STEXT ") && !strings.Contains(line, " SRODATA ") &&
			!strings.Contains(line, " SNOPTRDATA ") && !strings.Contains(line, " SDATA ") && !strings.Contains(line, " SBSS ") &&
			!strings.Contains(line, " SNOPTRBSS ") && !strings.Contains(line, " SDWARF") && !strings.HasPrefix(line, "go:"):
			failed = append(failed, line)
		}
	}
	if err := cmd.Wait(); err != nil {
		return nil, &buildError{err: err, lines: failed}
	}
	return fused, sc.Err()
}

type buildError struct {
	err   error
	lines []string
}

func (e *buildError) Error() string {
	if len(e.lines) > 20 {
		e.lines = e.lines[:20]
	}
	return "go build: " + e.err.Error() + "\n" + strings.Join(e.lines, "\n")
}
