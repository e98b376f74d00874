package tests

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestHotAccessorsInline builds modules/platformer (a user of both accessors)
// with the compiler's inlining report and checks that scenes.Get and Read
// still inline into their callers: issue 20's join and step
// numbers assume it, and Get sits close to the compiler's budget (cost 77
// of 80 after the 64-byte Entity), so a field added to the entity's flags
// or to Get's loop can silently push it out (a call and a result copy a
// component fetch, ~1.7x the instructions of BenchmarkAllGet_10k when it
// last happened).
func TestHotAccessorsInline(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a package")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	pkg := "github.com/griffengine/griff/modules/platformer"
	flags := os.Getenv("GOFLAGS") + " -gcflags=" + pkg + "=-m"
	cmd := exec.Command(goTool, "build", "-o", os.DevNull, pkg)
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOFLAGS="+strings.TrimSpace(flags))
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	for _, f := range []string{"Get", "Read"} {
		if !strings.Contains(string(out), "inlining call to scenes."+f+"[") {
			t.Errorf("scenes.%s no longer inlines into modules/platformer (go build -gcflags=%s=-m)", f, pkg)
		}
	}
}
