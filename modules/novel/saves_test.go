package novel_test

import (
	"encoding/json"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/modules/novel"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/runtime/sounds"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// TestQuickSaveLoad checks quick save and quick load: a save made on a line
// and loaded three lines later puts the story, its flags, the backlog, the
// read lines and the rollback ring back as they were, and the story plays
// on from there.
func TestQuickSaveLoad(t *testing.T) {
	fsys := templateWith(t, "")
	l := &runtimetest.Taps{}
	store := &saves.MemoryStore{}
	sv := saves.NewSystem(saves.Options{Store: store, Game: "t",
		Snapshot: func(g *runtime.Game, buf []byte) ([]byte, error) { return g.Snapshot(buf) },
		Restore:  func(g *runtime.Game, data []byte) error { return g.Restore(data) }})
	var probs []scenes.Problem
	g, err := builtins.NewGame(runtime.Options{Seed: 1, Input: l, Problems: scenes.NewProblems(func(p scenes.Problem) { probs = append(probs, p) })},
		builtins.Options{Scenes: runtimetest.Loader{FS: fsys}, StartScene: "main", UI: ui.Options{Screen: griff.V(480, 270)}},
		append(novel.Systems(), runtimetest.Folder(fsys), sv)...)
	if err != nil {
		t.Fatal(err)
	}
	step := func(n int) {
		for range n {
			g.Step()
			sv.Between(g)
		}
	}
	hit := func(action string) { l.Next = append(l.Next, action); step(2) }
	step(1)
	hit("UIAccept")
	step(40)
	r := reader(t, g)
	for r.Now.Said < 2 {
		hit(novel.ActionAdvance)
		step(40)
	}
	hit(novel.ActionQuickSave)
	want, _ := json.Marshal(r)
	for r.Now.Said < 4 {
		hit(novel.ActionAdvance)
		step(40)
	}
	hit(novel.ActionQuickLoad)
	r = reader(t, g) // the scene may be a new one
	if got, _ := json.Marshal(r); string(got) != string(want) {
		t.Errorf("after quick load the reader is\n%s\nwant\n%s", got, want)
	}
	for range 3 { // the line saved may still be typing: a press shows it whole
		hit(novel.ActionAdvance)
		step(40)
	}
	if r = reader(t, g); r.Now.Said != 3 {
		t.Errorf("after the load the story went on to line %d, want 3", r.Now.Said)
	}
	if err := sv.Flush(g); err != nil {
		t.Fatal(err)
	}
	if len(probs) > 0 {
		t.Errorf("problems: %v", probs)
	}
}

// TestMusicComesBackWithASave quick-saves while a story's music plays,
// stops it, and quick-loads: the music entity plays the saved track again,
// and a save made after the stop loads with no music.
func TestMusicComesBackWithASave(t *testing.T) {
	const story = "label start:\n    music lanterns.wav\n    \"one\"\n    music stop\n    \"two\"\n    \"three\"\n"
	sg := newSavedGame(t, story, &saves.MemoryStore{})
	music := func() (bool, string) {
		e := sg.g.Scene().Find("Music")
		return e.Active(), scenes.Get[sounds.MusicPlayer](e).Track
	}
	sg.hit(novel.ActionQuickSave)
	sg.next(t) // "two": the music stopped
	if on, _ := music(); on {
		t.Fatal("music stop left the music entity active")
	}
	sg.hit(novel.ActionQuickLoad)
	if on, track := music(); !on || track != "assets/lanterns.wav" || reader(t, sg.g).Now.Music != "lanterns.wav" {
		t.Errorf("after loading a save made while it played, the music is active %v, track %q (reader %q)", on, track, reader(t, sg.g).Now.Music)
	}
	sg.next(t)
	sg.hit(novel.ActionQuickSave) // on "two", no music
	sg.hit(novel.ActionRollback)  // back to "one": music again
	if on, _ := music(); !on {
		t.Fatal("rolling back to line one did not bring the music back")
	}
	sg.hit(novel.ActionQuickLoad)
	if on, _ := music(); on || reader(t, sg.g).Now.Music != "" {
		t.Errorf("after loading a save made with no music, the music entity is active %v (reader %q)", on, reader(t, sg.g).Now.Music)
	}
}

// TestFirstQuickSaveAfterQuickLoad quick-saves on line one, quick-loads on
// line two and at once quick-saves again on line two: that first press after
// the load saves (issue 17: the load put back quicksave held from the moment
// of the first save, and the press was lost), so the next quick load comes
// back to line two, not one.
func TestFirstQuickSaveAfterQuickLoad(t *testing.T) {
	const story = "label start:\n    \"one\"\n    \"two\"\n    \"three\"\n"
	sg := newSavedGame(t, story, &saves.MemoryStore{})
	sg.hit(novel.ActionQuickSave) // on "one"
	sg.next(t)
	sg.hit(novel.ActionQuickLoad)
	if text := reader(t, sg.g).Now.Text; text != "one" {
		t.Fatalf("the quick load went to %q, want one", text)
	}
	sg.next(t)
	sg.hit(novel.ActionQuickSave) // on "two": the first press after the load
	sg.next(t)
	sg.hit(novel.ActionQuickLoad)
	if text := reader(t, sg.g).Now.Text; text != "two" {
		t.Errorf("the quick save right after a quick load was lost: quick load went to %q, want two", text)
	}
}

// TestFirstAdvanceAfterSlotLoad saves in slot 1 from the slot screen with
// Enter (advance and the UI's accept held in the step of the save), reads
// on, and loads slot 1 with a click (no key held): the first advance after
// the load moves on to the next line (issue 17: the load put back advance
// held and the press was lost).
func TestFirstAdvanceAfterSlotLoad(t *testing.T) {
	sg := newSavedGame(t, linesStory, &saves.MemoryStore{})
	sg.next(t)
	sg.hit(novel.ActionSaveMenu)
	sg.l.Next = append(sg.l.Next, "UIAccept", novel.ActionAdvance) // Enter: slot 1, focused first
	sg.steps(2)
	sg.next(t)
	if text := reader(t, sg.g).Now.Text; text != "l3" {
		t.Fatalf("after saving on l2 and reading on, the line is %q, want l3", text)
	}
	if err := sg.sv.Load(novel.SlotName(1)); err != nil { // what a click on slot 1 asks for
		t.Fatal(err)
	}
	sg.steps(1)
	if text := reader(t, sg.g).Now.Text; text != "l2" {
		t.Fatalf("loading slot 1 went to %q, want l2", text)
	}
	sg.steps(120) // l2 typed out whole
	sg.hit(novel.ActionAdvance)
	if text := reader(t, sg.g).Now.Text; text != "l3" {
		t.Errorf("the first advance after loading slot 1 left the line at %q, want l3", text)
	}
}

// TestQuickLoadBeforeAnyQuickSave presses quick load before any quick save:
// nothing happens (Ren'Py's QuickLoad is then insensitive), no problem is
// reported and the story plays on. It reported an error, "save slot
// "quick" was not loadd: ... holds no save", which a window shows over
// the game.
func TestQuickLoadBeforeAnyQuickSave(t *testing.T) {
	sg := newSavedGame(t, linesStory, &saves.MemoryStore{}) // any problem fails the test
	sg.next(t)
	said := reader(t, sg.g).Now.Said
	sg.hit(novel.ActionQuickLoad)
	sg.steps(5)
	if got := reader(t, sg.g).Now.Said; got != said {
		t.Errorf("quick load with no quick save moved the story from line %d to %d", said, got)
	}
	sg.next(t)
}
