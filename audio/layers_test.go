package audio_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestImportsNoPlatform checks that the audio packages import no platform package
// (oto, Ebitengine) and nothing of Griff but griff: output devices live in hosting.
func TestImportsNoPlatform(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-test=false", "./...").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	for _, p := range strings.Fields(string(out)) {
		switch {
		case strings.Contains(p, "ebitengine/oto"), strings.Contains(p, "hajimehoshi/ebiten"):
			t.Errorf("audio depends on platform package %s", p)
		case strings.HasPrefix(p, "github.com/griffengine/griff/") &&
			!strings.HasPrefix(p, "github.com/griffengine/griff/audio") &&
			p != "github.com/griffengine/griff/griff":
			t.Errorf("audio depends on %s; it may import only griff", p)
		}
	}
}
