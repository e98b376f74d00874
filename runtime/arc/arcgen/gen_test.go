package arcgen

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
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
	if len(files) != 6 {
		t.Errorf("generated %d files, want 6", len(files))
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

// TestSpillLines checks that the spilled passage calls of the golden script keep
// the script's lines: every line of Spill, More and Edge that calls a passage has a
// //line directive in the generated step function, and no directive of that
// function names a line outside the passage.
func TestSpillLines(t *testing.T) {
	dir := filepath.Join("testdata", "statements")
	src, err := os.ReadFile(filepath.Join(dir, "statements.go"))
	if err != nil {
		t.Fatal(err)
	}
	out, err := os.ReadFile(filepath.Join(dir, "statements_arc.go"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(src), "\n")
	for _, name := range []string{"Spill", "More", "Edge"} {
		first, last := 0, 0
		for i, l := range lines {
			if strings.HasPrefix(l, "func (s *Script) "+name+"(") {
				first = i + 1
			}
			if first > 0 && last == 0 && l == "}" {
				last = i + 1
			}
		}
		body := string(out)
		start := strings.Index(body, "func (s *Script) arcStep_"+name+"(")
		if first == 0 || start < 0 {
			t.Fatalf("%s: passage or step function not found", name)
		}
		body = body[start:]
		if end := strings.Index(body, "\n}\n"); end > 0 {
			body = body[:end]
		}
		seen := map[int]bool{}
		for _, l := range strings.Split(body, "\n") {
			if rest, ok := strings.CutPrefix(l, "//line statements.go:"); ok {
				n, err := strconv.Atoi(rest)
				if err != nil || n < first || n > last {
					t.Errorf("%s: directive %q outside lines %d-%d", name, l, first, last)
				}
				seen[n] = true
			}
		}
		calls := regexp.MustCompile(`s\.(Measure|Ask|Sum|Delay|Pick|List|Which|Pair|Box|Three|Two)\(`)
		for n := first + 1; n < last; n++ {
			if calls.MatchString(lines[n-1]) && !seen[n] {
				t.Errorf("%s: line %d (%s) has no //line directive", name, n, strings.TrimSpace(lines[n-1]))
			}
		}
	}
}
