package rhythm_test

import (
	"io/fs"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/modules/rhythm"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// folder provides a game folder as the fs.FS service, as the host does.
type folder struct{ fsys fs.FS }

func (f folder) Name() string { return "folder" }
func (f folder) Setup(g *runtime.Game) error {
	runtime.Provide[fs.FS](g, f.fsys)
	return nil
}

// loader reads the folder's scenes.
type loader struct{ fsys fs.FS }

func (l loader) LoadScene(name string, problems *scenes.Problems) (*scenes.Scene, error) {
	data, err := fs.ReadFile(l.fsys, "scenes/"+name+".json")
	if err != nil {
		return nil, err
	}
	return scenes.ReadScene(name, data, problems)
}

// templateWith returns the template folder with the files of extra added
// (or replacing the template's).
func templateWith(t testing.TB, extra map[string]string) fs.FS {
	t.Helper()
	m := fstest.MapFS{}
	err := fs.WalkDir(rhythm.Template(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(rhythm.Template(), p)
		m[p] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range extra {
		m[k] = &fstest.MapFile{Data: []byte(v)}
	}
	return m
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
	sys := append(rhythm.Systems(), folder{fsys})
	g, err := builtins.NewGame(runtime.Options{Seed: 1, Input: src, Problems: scenes.NewProblems(sink)},
		builtins.Options{Scenes: loader{fsys}, StartScene: scene, UI: ui.Options{Screen: griff.V(480, 270)}},
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
