package main

import (
	"path/filepath"
	"testing"
)

// TestCheck runs arcgen -check on every package of scripts in the repository: the
// golden package, runtime/arc's examples, runtime/scripts' tests and the
// platformer's tutorial. It fails when the generator changed
// and their generated files were not written again (go generate ./...).
func TestCheck(t *testing.T) {
	dirs := []string{filepath.Join("..", "..", "runtime", "arc", "arcgen", "testdata", "statements")}
	if !testing.Short() {
		arcDir := filepath.Join("..", "..", "runtime", "arc", "internal")
		edited, err := filepath.Glob(filepath.Join(arcDir, "edited", "*"))
		if err != nil {
			t.Fatal(err)
		}
		dirs = append(append(dirs, filepath.Join(arcDir, "example")), edited...)
		dirs = append(dirs, filepath.Join("..", "..", "runtime", "scripts", "internal", "scripttest"), filepath.Join("..", "..", "modules", "platformer", "hud"),
			filepath.Join("..", "..", "hosting", "gamebuild", "testdata", "spin"))
	}
	for _, dir := range dirs {
		if err := run(dir, true); err != nil {
			t.Errorf("arcgen -check %s: %v", dir, err)
		}
	}
}
