package tiled_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	_ "github.com/griffengine/griff/modules/platformer" // Platformer.Health, the docs' example
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/ldtk"
)

// TestDocExamplesNameRegisteredComponents: every component (and field) the
// importers' documentation names in quotes ("Griff.Tilemap",
// "Platformer.Health.max", LDtk's "Platformer_Health__max") is registered
// by the engine (not by this package's tests), so a user copying an example
// gets what it says.
func TestDocExamplesNameRegisteredComponents(t *testing.T) {
	dotted := regexp.MustCompile(`"([A-Z][A-Za-z0-9]*(?:\.[A-Z][A-Za-z0-9]*)+)(?:\.([a-z][A-Za-z0-9]*))?"`)
	ldtkName := regexp.MustCompile(`"([A-Z][A-Za-z0-9]*(?:_[A-Z][A-Za-z0-9]*)*__[a-z][A-Za-z0-9]*)"`)
	var files []string
	for _, dir := range []string{".", "../ldtk", "../level"} {
		fs, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		for _, f := range fs {
			if !strings.HasSuffix(f, "_test.go") {
				files = append(files, f)
			}
		}
	}
	checked := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(data), "\n") {
			if !strings.HasPrefix(strings.TrimSpace(line), "//") {
				continue // only the documentation
			}
			var names [][2]string
			for _, m := range dotted.FindAllStringSubmatch(line, -1) {
				names = append(names, [2]string{m[1], m[2]})
			}
			for _, m := range ldtkName.FindAllStringSubmatch(line, -1) {
				n := ldtk.FieldName(m[1])
				i := strings.LastIndexByte(n, '.')
				names = append(names, [2]string{n[:i], n[i+1:]})
			}
			for _, n := range names {
				checked++
				ct := scenes.TypeNamed(n[0])
				if ct == nil || strings.HasSuffix(ct.GoType().PkgPath(), "_test") {
					t.Errorf("%s: %q names no registered component: %s", f, n[0], strings.TrimSpace(line))
					continue
				}
				if n[1] != "" && !hasKey(ct, n[1]) {
					t.Errorf("%s: %s has no field %q: %s", f, n[0], n[1], strings.TrimSpace(line))
				}
			}
		}
	}
	if checked < 10 {
		t.Errorf("only %d names found in the documentation; is the pattern right?", checked)
	}
}

func hasKey(ct *scenes.ComponentType, key string) bool {
	for _, f := range ct.Fields() {
		if f.Key == key {
			return true
		}
	}
	return false
}
