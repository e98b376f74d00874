package rhythm_test

import (
	"io/fs"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/modules/rhythm"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// templateWith returns the template folder with the files of extra added
// (or replacing the template's).
func templateWith(t testing.TB, extra map[string]string) fs.FS {
	t.Helper()
	return runtimetest.FolderWith(t, rhythm.Template(), extra)
}

// newGame starts scene of the folder fsys with input from src; the
// problems logged go to *probs when not nil.
func newGame(t testing.TB, fsys fs.FS, scene string, src input.Source, probs *[]scenes.Problem, more ...runtime.System) *runtime.Game {
	t.Helper()
	sink := func(p scenes.Problem) {
		if probs != nil {
			*probs = append(*probs, p)
		}
	}
	sys := append(rhythm.Systems(), runtimetest.Folder(fsys))
	g, err := builtins.NewGame(runtime.Options{Seed: 1, Input: src, Problems: scenes.NewProblems(sink)},
		builtins.Options{Scenes: runtimetest.Loader{FS: fsys}, StartScene: scene, UI: ui.Options{Screen: griff.V(480, 270)}},
		append(sys, more...)...)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// lanes returns the game's Lanes.
func lanes(t testing.TB, g *runtime.Game) *rhythm.Lanes {
	t.Helper()
	l := scenes.Get[rhythm.Lanes](g.Scene().Find("Lanes"))
	if l == nil {
		t.Fatal("no Rhythm.Lanes on the entity Lanes")
	}
	return l
}

// stepUntil steps g until done or n steps, and reports whether done.
func stepUntil(g *runtime.Game, n int, done func() bool) bool {
	for range n {
		g.Step()
		if done() {
			return true
		}
	}
	return false
}
