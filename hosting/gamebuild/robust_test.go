package gamebuild_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/griffengine/griff/hosting/gamebuild"
)

// A game's go.mod that replaces the engine by nothing, or by a folder that is
// not there, still plays: the player generates the arcs and builds against
// the engine it is built with, and leaves the generated arc code alone.
func TestBuildIgnoresTheGoModsEngine(t *testing.T) {
	replace := regexp.MustCompile(`(?m)^replace .*$`)
	for _, c := range []struct{ name, replace string }{
		{"no replace", ""},
		{"a replace by a missing folder", "replace " + gamebuild.EngineModule + " => /nonexistent/griff"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := newGame(t)
			mod := filepath.Join(dir, "go.mod")
			data, err := os.ReadFile(mod)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(mod, []byte(replace.ReplaceAllString(string(data), c.replace)), 0o644); err != nil {
				t.Fatal(err)
			}
			arc := filepath.Join(dir, "spin_arc.go")
			before, err := os.ReadFile(arc)
			if err != nil {
				t.Fatal(err)
			}
			_, log := frames(t, dir)
			if strings.Contains(log, "arcgen") {
				t.Errorf("the build logged %q, want no arc written or removed", log)
			}
			if after, err := os.ReadFile(arc); err != nil || string(after) != string(before) {
				t.Errorf("spin_arc.go after the build: %v, changed %v; want it as it was", err, string(after) != string(before))
			}
		})
	}
}

// Players started on one game at once wait for each other instead of failing:
// every Build succeeds (generating the stale arc once) and gives the same
// program.
func TestConcurrentBuildsOfOneGame(t *testing.T) {
	dir := newGame(t)
	src := filepath.Join(dir, "spin.go")
	text, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(src, []byte(strings.Replace(string(text), "c.N = 10", "c.N = 4", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	const players = 4
	bins, errs, logs := make([]string, players), make([]error, players), make([]strings.Builder, players)
	var wg sync.WaitGroup
	for i := range players {
		wg.Add(1)
		go func() {
			defer wg.Done()
			bins[i], errs[i] = gamebuild.Build(dir, gamebuild.Options{Log: &logs[i]})
		}()
	}
	wg.Wait()
	wrote := 0
	for i := range players {
		if errs[i] != nil {
			t.Errorf("player %d: %v", i, errs[i])
		}
		if bins[i] != bins[0] {
			t.Errorf("player %d got %s, player 0 %s", i, bins[i], bins[0])
		}
		wrote += strings.Count(logs[i].String(), "arcgen wrote")
	}
	if wrote != 1 {
		t.Errorf("the players logged %d arc writes, want 1", wrote)
	}
}
