package export_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/hosting/gamebuild"
)

// speedFrames is how many frames TestWasmSpeed plays.
const speedFrames = "3000"

// TestWasmSpeed measures the steps per second of the built-in game under
// wasm (the headless player built for GOOS=js GOARCH=wasm, as an export
// builds it, run by Node.js) against this machine's build, in the same run:
// each plays --frames 1 and --frames 3000 in a process of its own, and a
// step's CPU time (user and system, Node's compiler threads included) is
// the difference of the two runs' over the difference of their steps, so
// starting the program (and compiling the wasm) is left out. It logs the
// numbers and asserts only that both end in the same fingerprint: speed is
// the machine's, not a pass or a fail. It builds two programs and plays for
// a minute or more, so it runs only with GRIFF_CROSS_CHECK=1.
func TestWasmSpeed(t *testing.T) {
	if os.Getenv("GRIFF_CROSS_CHECK") != "1" {
		t.Skip("set GRIFF_CROSS_CHECK=1 to measure the wasm build's speed against this machine's")
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("Node.js is not installed (scripts/deps.sh installs it)")
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	runner := filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec_node.js")
	native, err := gamebuild.Build("", gamebuild.Options{Embed: true})
	if err != nil {
		t.Fatal(err)
	}
	wasm, err := gamebuild.Build("", gamebuild.Options{Embed: true, GOOS: "js", GOARCH: "wasm"})
	if err != nil {
		t.Fatal(err)
	}
	perStep := map[string]time.Duration{}
	hashes := map[string]string{}
	for _, b := range []struct {
		name, prog string
		args       []string
	}{
		{"amd64", native, nil},
		{"wasm", node, []string{runner, wasm}},
	} {
		var cpu [2]time.Duration
		var steps [2]int
		for i, frames := range []string{"1", speedFrames} {
			cmd := exec.Command(b.prog, append(append([]string(nil), b.args...), "--frames", frames)...)
			cmd.Dir = t.TempDir()
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("%s --frames %s: %v\n%s", b.name, frames, err, out)
			}
			cpu[i] = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
			sh := framesHash(t, out)
			steps[i], _ = strconv.Atoi(strings.Fields(sh)[0])
			hashes[b.name] = sh
		}
		if steps[1] <= steps[0] {
			t.Fatalf("%s: --frames %s played %d steps, --frames 1 %d", b.name, speedFrames, steps[1], steps[0])
		}
		perStep[b.name] = (cpu[1] - cpu[0]) / time.Duration(steps[1]-steps[0])
		t.Logf("%s: %d steps in %v CPU, 1 frame (%d steps) in %v: %v a step, %.0f steps/s",
			b.name, steps[1], cpu[1].Round(time.Millisecond), steps[0], cpu[0].Round(time.Millisecond),
			perStep[b.name], float64(time.Second)/float64(perStep[b.name]))
	}
	if hashes["wasm"] != hashes["amd64"] {
		t.Errorf("--frames %s: wasm ends in %q, amd64 in %q", speedFrames, hashes["wasm"], hashes["amd64"])
	}
	if perStep["amd64"] > 0 {
		t.Logf("wasm takes %.2f× amd64's CPU time a step", float64(perStep["wasm"])/float64(perStep["amd64"]))
	}
}
