package novel_test

import (
	"io/fs"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/modules/novel"
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

// templateWith returns the template folder with story/main.story replaced
// by story (the template's own when story is "").
func templateWith(t testing.TB, story string) fs.FS {
	t.Helper()
	m := fstest.MapFS{}
	err := fs.WalkDir(novel.Template(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(novel.Template(), p)
		m[p] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if story != "" {
		m["story/main.story"] = &fstest.MapFile{Data: []byte(story)}
	}
	return m
}

// newGame starts the template's scene playing story (the template's when
// "") with input from src, its problems in *probs when not nil.
func newGame(t testing.TB, story string, src input.Source, probs *[]scenes.Problem) *runtime.Game {
	t.Helper()
	fsys := templateWith(t, story)
	sink := func(p scenes.Problem) {
		if probs != nil {
			*probs = append(*probs, p)
		}
	}
	g, err := builtins.NewGame(runtime.Options{Seed: 1, Input: src, Problems: scenes.NewProblems(sink)},
		builtins.Options{Scenes: loader{fsys}, StartScene: "main", UI: ui.Options{Screen: griff.V(480, 270)}},
		append(novel.Systems(), folder{fsys})...)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// presses returns the events of pressing each action at its tick (released
// the next step).
func presses(at ...any) []input.Event {
	var ev []input.Event
	for i := 0; i+1 < len(at); i += 2 {
		a, tick := at[i].(string), griff.Tick(at[i+1].(int))
		ev = append(ev, input.Event{Tick: tick, Action: a, Down: true, Value: 1}, input.Event{Tick: tick + 1, Action: a})
	}
	return ev
}

// reader returns the game's Reader.
func reader(t testing.TB, g *runtime.Game) *novel.Reader {
	t.Helper()
	for _, r := range scenes.All[novel.Reader](g.Scene()) {
		return r
	}
	t.Fatal("no Novel.Reader in the scene")
	return nil
}

// steps takes n steps.
func steps(g *runtime.Game, n int) {
	for range n {
		g.Step()
	}
}

// live is an input source the test presses actions on, step by step.
type live struct{ down, up []string }

// Events presses what was queued and releases what was pressed last step.
func (l *live) Events(tick griff.Tick, dst []input.Event) []input.Event {
	for _, a := range l.up {
		dst = append(dst, input.Event{Tick: tick, Action: a})
	}
	for _, a := range l.down {
		dst = append(dst, input.Event{Tick: tick, Action: a, Down: true, Value: 1})
	}
	l.up, l.down = l.down, nil
	return dst
}

// press presses action in the next step and takes it and one more.
func press(g *runtime.Game, l *live, action string) {
	l.down = append(l.down, action)
	steps(g, 2)
}

// started returns a game of story past the title menu, on its first line.
func started(t testing.TB, story string, probs *[]scenes.Problem) (*runtime.Game, *live) {
	t.Helper()
	l := &live{}
	g := newGame(t, story, l, probs)
	steps(g, 1)
	press(g, l, "UIAccept")
	steps(g, 1)
	return g, l
}

// next presses advance until the line changes (the first press may only
// finish the typewriter); it fails after sixty presses.
func next(t testing.TB, g *runtime.Game, l *live) {
	t.Helper()
	r := reader(t, g)
	said, pc := r.Now.Said, r.PC
	for range 60 {
		press(g, l, novel.ActionAdvance)
		if r.Now.Said != said || r.PC != pc || r.Ended {
			return
		}
	}
	t.Fatalf("advance did not move the story from line %d (%q)", said, r.Now.Text)
}
