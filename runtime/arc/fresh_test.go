package arc_test

import (
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/runtime/arc/arctest"
)

// TestArcsFresh fails when an example script was edited without go generate.
func TestArcsFresh(t *testing.T) {
	dirs, _ := filepath.Glob(filepath.Join("internal", "edited", "*"))
	for _, d := range append(dirs, filepath.Join("internal", "example"), filepath.Join("internal", "countdown")) {
		arctest.CheckFresh(t, d)
	}
}
