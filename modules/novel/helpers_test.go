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
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// templateWith returns the template folder with story/main.story replaced
// by story (the template's own when story is "").
func templateWith(t testing.TB, story string) fs.FS {
	t.Helper()
	m := runtimetest.FolderWith(t, novel.Template(), nil)
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
		builtins.Options{Scenes: runtimetest.Loader{FS: fsys}, StartScene: "main", UI: ui.Options{Screen: griff.V(480, 270)}},
		append(novel.Systems(), runtimetest.Folder(fsys))...)
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

// press presses action in the next step and takes it and one more.
func press(g *runtime.Game, l *runtimetest.Taps, action string) {
	l.Next = append(l.Next, action)
	steps(g, 2)
}

// started returns a game of story past the title menu, on its first line.
func started(t testing.TB, story string, probs *[]scenes.Problem) (*runtime.Game, *runtimetest.Taps) {
	t.Helper()
	l := &runtimetest.Taps{}
	g := newGame(t, story, l, probs)
	steps(g, 1)
	press(g, l, "UIAccept")
	steps(g, 1)
	return g, l
}

// next presses advance until the line changes (the first press may only
// finish the typewriter); it fails after sixty presses.
func next(t testing.TB, g *runtime.Game, l *runtimetest.Taps) {
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
