package export_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/hosting/export"
)

// A game that does not load is refused, by both exports, with the load
// error naming the broken file, before anything is built or written.
func TestExportRefusesBrokenGame(t *testing.T) {
	dir := spinGame(t)
	broken := filepath.Join(dir, "scenes", "main.json")
	if err := os.WriteFile(broken, []byte(`{"format": 1, "entities": [`), 0o644); err != nil {
		t.Fatal(err)
	}
	exports := map[string]func(dir, out string, o export.Options) (export.Result, error){
		"web": export.Web, "desktop": export.Desktop,
	}
	for name, exp := range exports {
		t.Run(name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out")
			_, err := exp(dir, out, export.Options{GOOS: "windows", GOARCH: "amd64"})
			if err == nil || !strings.Contains(err.Error(), "does not load") || !strings.Contains(err.Error(), "main.json") {
				t.Fatalf("exporting a game with a malformed scene: %v, want an error naming main.json", err)
			}
			if _, err := os.Stat(out); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("the refused export made %s (%v)", out, err)
			}
		})
	}
}

// A desktop export for a system other than linux, windows and darwin is
// refused before anything is built, naming the system and those it can
// export for.
func TestDesktopRefusesUnknownSystem(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	_, err := export.Desktop("", out, export.Options{GOOS: "plan9", GOARCH: "amd64"})
	if !errors.Is(err, export.ErrUnknownSystem) || !strings.Contains(err.Error(), `"plan9"`) ||
		!strings.Contains(err.Error(), "linux, windows, darwin") {
		t.Fatalf("--os plan9: %v, want ErrUnknownSystem naming plan9 and linux, windows, darwin", err)
	}
	if _, err := os.Stat(out); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the refused export made %s (%v)", out, err)
	}
}
