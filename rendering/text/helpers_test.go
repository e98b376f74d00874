package text_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/rendering/text"
)

// moduleDir returns the directory of module path in the module cache, found with the go
// command as the build found it.
func moduleDir(t testing.TB, path string) string {
	t.Helper()
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", path).Output()
	dir := strings.TrimSpace(string(out))
	if err != nil || dir == "" {
		t.Fatalf("go list -m %s: %v (is the module downloaded? run go mod download %s)", path, err, path)
	}
	return dir
}

// readModuleFile reads a file of module path, e.g. a font that ships in its testdata.
func readModuleFile(t testing.TB, path, file string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(moduleDir(t, path), filepath.FromSlash(file)))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// roboto returns Roboto Regular, which keeps its kerning in GPOS only. It ships with
// Ebitengine's text/v2 tests (Apache License 2.0); Griff reads it only in tests and does
// not import Ebitengine.
func roboto(t testing.TB) *text.Font {
	t.Helper()
	const name = "text/v2/testdata/Roboto-Regular.ttf"
	f, err := text.Parse("Roboto-Regular.ttf", readModuleFile(t, "github.com/hajimehoshi/ebiten/v2", name))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func builtIn(t testing.TB, name string) *text.Font {
	t.Helper()
	f, err := text.BuiltIn(name)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// lines returns the text of each line of a layout of s, cut from s by the glyphs' byte
// offsets (so spaces inside a line are kept, those at its ends are not).
func lines(s string, glyphs []text.Glyph, n int) []string {
	out := make([]string, n)
	first := make([]int, n)
	last := make([]int, n)
	for i := range first {
		first[i] = -1
	}
	for _, g := range glyphs {
		if first[g.Line] < 0 {
			first[g.Line] = int(g.Byte)
		}
		last[g.Line] = int(g.Byte) + len(string(g.Rune))
	}
	for i := range out {
		if first[i] >= 0 {
			out[i] = s[first[i]:last[i]]
		}
	}
	return out
}
