package arcgen

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden generated files in testdata")

// TestGolden generates the scripts in testdata/statements (every supported
// statement) and compares the result with the generated file beside them, which is
// also compiled and vetted.
func TestGolden(t *testing.T) {
	dir := filepath.Join("testdata", "statements")
	files, err := Generate(dir)
	if err != nil {
		t.Fatalf("Generate: %v", err)
	}
	for name, got := range files {
		path := filepath.Join(dir, name)
		if *update {
			if err := os.WriteFile(path, got, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run go test -update)", err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from the golden file (review, then go test -update):\n%s", name, firstDiff(string(got), string(want)))
		}
	}
	if len(files) != 1 {
		t.Errorf("generated %d files, want 1", len(files))
	}
	cmd := exec.Command("go", "vet", ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("go vet of the generated code: %v\n%s", err, out)
	}
}

func firstDiff(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range min(len(la), len(lb)) {
		if la[i] != lb[i] {
			return "line " + itoa(i+1) + ":\n got  " + la[i] + "\n want " + lb[i]
		}
	}
	return "lengths differ"
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	s := ""
	for ; n > 0; n /= 10 {
		s = string(rune('0'+n%10)) + s
	}
	return s
}
