package stamp_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/runtime/arc/stamp"
)

// TestHash checks that the stamp covers every file of the package the
// generated code can depend on, and nothing else.
func TestHash(t *testing.T) {
	base := map[string]string{
		"s.go":     "package p\n\ntype S struct{ F Field }\n",
		"types.go": "package p\n\ntype Field struct{ A int }\n",
		"s_arc.go": "package p\n",
	}
	cases := []struct {
		name    string
		edit    map[string]string
		changes bool
	}{
		{"unchanged", nil, false},
		{"script edited", map[string]string{"s.go": "package p\n\ntype S struct{ F, G Field }\n"}, true},
		{"field type edited in another file", map[string]string{"types.go": "package p\n\ntype Field struct{ A, B int }\n"}, true},
		{"file added", map[string]string{"more.go": "package p\n"}, true},
		{"CRLF", map[string]string{"types.go": "package p\r\n\r\ntype Field struct{ A int }\r\n"}, false},
		{"generated file edited", map[string]string{"s_arc.go": "package p\n\n// x\n"}, false},
		{"test file added", map[string]string{"s_test.go": "package p\n"}, false},
		{"ignored file added", map[string]string{"tool.go": "//go:build ignore\n\npackage main\n"}, false},
	}
	hashOf := func(edit map[string]string) string {
		dir := t.TempDir()
		for _, m := range []map[string]string{base, edit} {
			for n, s := range m {
				if err := os.WriteFile(filepath.Join(dir, n), []byte(s), 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
		h, err := stamp.Hash(dir, nil)
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	want := hashOf(nil)
	for _, c := range cases {
		if got := hashOf(c.edit); (got != want) != c.changes {
			t.Errorf("%s: hash changed %v, want %v", c.name, got != want, c.changes)
		}
	}
	// An extra file is read as if it were in the directory.
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "s.go"), []byte(base["s.go"]), 0o644); err != nil {
		t.Fatal(err)
	}
	a, _ := stamp.Hash(dir, nil)
	b, _ := stamp.Hash(dir, map[string][]byte{filepath.Join(dir, "types.go"): []byte(base["types.go"])})
	if a == b {
		t.Errorf("an extra file did not change the hash")
	}
}
