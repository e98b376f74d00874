package tests

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/griffengine/griff/hosting"
)

// crossTarget is one architecture the cross-architecture test builds the
// headless player for, and how it runs a program of that architecture here.
type crossTarget struct {
	name string
	env  []string
	// run returns the command that runs the program bin with args.
	run func(t *testing.T, bin string, args ...string) *exec.Cmd
}

// crossTargets are arm64 and riscv64 under qemu-user, the browser's
// architecture (js/wasm) under Node.js, and amd64 v3, whose vector unit fuses
// multiply-adds, on this machine when its processor has the instructions and
// under qemu-x86_64 otherwise.
func crossTargets() []crossTarget {
	qemu := func(emulator string) func(*testing.T, string, ...string) *exec.Cmd {
		return func(t *testing.T, bin string, args ...string) *exec.Cmd {
			return exec.Command(lookOrFail(t, emulator), append([]string{bin}, args...)...)
		}
	}
	return []crossTarget{
		{"linux/arm64", []string{"GOARCH=arm64"}, qemu("qemu-aarch64")},
		{"linux/riscv64", []string{"GOARCH=riscv64"}, qemu("qemu-riscv64")},
		{"js/wasm", []string{"GOOS=js", "GOARCH=wasm"}, func(t *testing.T, bin string, args ...string) *exec.Cmd {
			node := lookOrFail(t, "node")
			goroot, err := exec.Command("go", "env", "GOROOT").Output()
			if err != nil {
				t.Fatal("go env GOROOT: ", err)
			}
			runner := filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec_node.js")
			return exec.Command(node, append([]string{runner, bin}, args...)...)
		}},
		{"linux/amd64 v3", []string{"GOARCH=amd64", "GOAMD64=v3"}, func(t *testing.T, bin string, args ...string) *exec.Cmd {
			if hasV3() {
				return exec.Command(bin, args...)
			}
			return exec.Command(lookOrFail(t, "qemu-x86_64"), append([]string{"-cpu", "max", bin}, args...)...)
		}},
	}
}

// TestSameBitsOnEveryArchitecture builds the headless player for every target
// of crossTargets with Griff's build flags (hosting.DeterministicGCFlags) and
// checks that each replays the recorded platformer playthrough and the empty
// template's to their recorded fingerprints (--replay --check) and plays 600 frames of the built-in game to
// the hash this machine's own build gives, and 600 frames of it at
// crossStepRate steps a second likewise, with no warning that it fuses
// multiply-adds (hosting.BuildProblem). Cross-compiling and emulating take
// minutes, so it runs only with GRIFF_CROSS_CHECK=1 (make test sets it);
// scripts/deps.sh installs qemu-user and Node.js.
func TestSameBitsOnEveryArchitecture(t *testing.T) {
	if os.Getenv("GRIFF_CROSS_CHECK") != "1" {
		t.Skip("set GRIFF_CROSS_CHECK=1 to replay on other architectures (qemu-user, Node.js)")
	}
	dir := t.TempDir()
	playthrough, err := filepath.Abs(filepath.Join("testdata", "platformer.playthrough"))
	if err != nil {
		t.Fatal(err)
	}
	native := buildPlayerFor(t, dir, "native", nil)
	want, _ := crossFramesHash(t, exec.Command(native, "--frames", "600"))
	// The starter templates without Go code replay their own playthroughs too
	// (hello, whose Go code makes its own player, is checked natively only).
	emptyGame := filepath.Join(dir, "empty")
	if out, err := exec.Command(native, "new", "empty", emptyGame).CombinedOutput(); err != nil {
		t.Fatalf("griff-player new empty: %v\n%s", err, out)
	}
	emptyPlaythrough, err := filepath.Abs(filepath.Join("testdata", "empty.playthrough"))
	if err != nil {
		t.Fatal(err)
	}
	fast := builtinAtStepRate(t, filepath.Join(dir, "builtin-120"), crossStepRate)
	wantFast, _ := crossFramesHash(t, exec.Command(native, "--frames", "600", fast))
	for _, tg := range crossTargets() {
		t.Run(strings.ReplaceAll(tg.name, " ", "_"), func(t *testing.T) {
			bin := buildPlayerFor(t, dir, strings.NewReplacer("/", "-", " ", "-").Replace(tg.name), tg.env)
			got, log := crossFramesHash(t, tg.run(t, bin, "--frames", "600"))
			if got != want {
				t.Errorf("--frames 600: hash %s, want this machine's %s", got, want)
			}
			if strings.Contains(log, "multiply-adds") {
				t.Errorf("built with the flags, the player still warns:\n%s", log)
			}
			if got, _ := crossFramesHash(t, tg.run(t, bin, "--frames", "600", fast)); got != wantFast {
				t.Errorf("--frames 600 at %d steps a second: hash %s, want this machine's %s", crossStepRate, got, wantFast)
			}
			out, err := tg.run(t, bin, "--replay", playthrough, "--check").CombinedOutput()
			if err != nil || !bytes.Contains(out, []byte("the replay ends in the recorded state")) {
				t.Errorf("--replay --check: %v\n%s", err, out)
			}
			out, err = tg.run(t, bin, "--replay", emptyPlaythrough, "--check", emptyGame).CombinedOutput()
			if err != nil || !bytes.Contains(out, []byte("the replay ends in the recorded state")) {
				t.Errorf("the empty template's --replay --check: %v\n%s", err, out)
			}
		})
	}
}

// crossStepRate is the step rate of the second game the cross-architecture
// test plays: one where cp's bias, math.Pow(0.9^60, dt) in seconds, gave other
// bits on amd64 (its assembly Exp, with or without FMA) than on arm64, riscv64
// and wasm (pure Go), before physics stepped cp in whole nanoseconds.
const crossStepRate = 120

// builtinAtStepRate writes the built-in game into dir with its project's step
// rate set to rate and returns dir.
func builtinAtStepRate(t *testing.T, dir string, rate int) string {
	t.Helper()
	if err := os.CopyFS(dir, os.DirFS(filepath.Join("..", "assets", "builtin"))); err != nil {
		t.Fatal(err)
	}
	project := filepath.Join(dir, "project.griff")
	b, err := os.ReadFile(project)
	if err != nil {
		t.Fatal(err)
	}
	changed := bytes.Replace(b, []byte(`"stepRate": 60,`), fmt.Appendf(nil, `"stepRate": %d,`, rate), 1)
	if bytes.Equal(changed, b) {
		t.Fatalf("%s names no \"stepRate\": 60", project)
	}
	if err := os.WriteFile(project, changed, 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestBuildWithoutTheFlagsWarns builds the headless player for arm64 without
// Griff's build flags and checks that its fusion probes name every package
// they watch in the problem log (physics.FusedPackages, hosting.BuildProblem).
// It runs with GRIFF_CROSS_CHECK=1, beside TestSameBitsOnEveryArchitecture.
func TestBuildWithoutTheFlagsWarns(t *testing.T) {
	if os.Getenv("GRIFF_CROSS_CHECK") != "1" {
		t.Skip("set GRIFF_CROSS_CHECK=1 to run the arm64 build under qemu-user")
	}
	bin := filepath.Join(t.TempDir(), "griff-player-arm64-unflagged")
	cmd := exec.Command("go", "build", "-tags", "headless", "-o", bin, "./cmd/griff-player")
	cmd.Dir = ".."
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOFLAGS=", "GOARCH=arm64")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(lookOrFail(t, "qemu-aarch64"), bin, "--frames", "1").CombinedOutput()
	want := "fuses multiply-adds in math, github.com/jakecoffman/cp/v2, github.com/griffengine/griff/physics"
	if err != nil || !strings.Contains(string(out), want) {
		t.Errorf("--frames 1: %v\n%s\nwant a warning: %s", err, out, want)
	}
}

// buildPlayerFor builds the headless player into dir under env with Griff's
// build flags and returns its path.
func buildPlayerFor(t *testing.T, dir, name string, env []string) string {
	t.Helper()
	bin := filepath.Join(dir, "griff-player-"+name)
	args := append([]string{"build", "-tags", "headless", "-o", bin}, hosting.DeterministicGCFlags()...)
	cmd := exec.Command("go", append(args, "./cmd/griff-player")...)
	cmd.Dir = ".."
	cmd.Env = append(append(os.Environ(), "CGO_ENABLED=0", "GOFLAGS="), env...)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build %v: %v\n%s", env, err, out)
	}
	return bin
}

var crossHashLine = regexp.MustCompile(`steps (\d+) hash ([0-9a-f]{64})`)

// crossFramesHash runs a --frames command and returns the "steps N hash H" it
// prints, as "N H", and what it wrote to stderr (its problem log).
func crossFramesHash(t *testing.T, cmd *exec.Cmd) (hash, log string) {
	t.Helper()
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	m := crossHashLine.FindSubmatch(out)
	if err != nil || m == nil {
		t.Fatalf("%v: %v\n%s%s", cmd.Args, err, out, stderr.Bytes())
	}
	return string(m[1]) + " " + string(m[2]), stderr.String()
}

func lookOrFail(t *testing.T, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		t.Fatalf("%s is not installed (scripts/deps.sh installs it): %v", name, err)
	}
	return p
}

// hasV3 reports whether this processor runs GOAMD64=v3 programs (AVX2, BMI2,
// FMA and the rest, as Linux lists them in /proc/cpuinfo).
func hasV3() bool {
	b, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return false
	}
	flags := ""
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "flags") {
			flags = " " + line + " "
			break
		}
	}
	for _, f := range []string{"avx2", "bmi1", "bmi2", "fma", "f16c", "movbe", "abm", "xsave"} {
		if !strings.Contains(flags, " "+f+" ") {
			return false
		}
	}
	return true
}
