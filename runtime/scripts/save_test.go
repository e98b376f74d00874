package scripts_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/runtime/scripts"
	"github.com/griffengine/griff/runtime/scripts/internal/scripttest"
	"github.com/griffengine/griff/scenes"
)

// storyGame makes a game with a hooked Hero, a hooked Villain whose Update
// panics on step 5, and arcs: a world Story, a world Bomb that goes off on step 3
// and a Counter on the Hero. If start is false the arcs are left out and the
// Villain is inactive (a fresh game to load into).
func storyGame(t testing.TB, start bool) (*runtime.Game, *scripttest.Log) {
	g, log := scriptGame(t)
	hero := g.Scene().NewEntity("Hero", nil)
	scenes.Add(hero, scripttest.Hooked{Name: "hero"})
	villain := g.Scene().NewEntity("Villain", nil) // faults on step 5: held, saved so
	scenes.Add(villain, scripttest.Hooked{Name: "villain", PanicIn: "Update", PanicAt: 5})
	if !start {
		villain.SetActive(false) // until the load, so it does not fault by itself
	}
	if start {
		scripts.Of(g).Start(&scripttest.Story{Rand: griff.NewRand(7)}, nil)
		scripts.Of(g).Start(&scripttest.Counter{Name: "hero"}, hero)
		scripts.Of(g).Start(&scripttest.Bomb{Fuse: 3}, nil) // quarantined at step 3, saved so
	}
	return g, log
}

// play steps g from its tick to end, raising door at 40 and setting lamp at 150.
func play(g *runtime.Game, end int) {
	for g.Clock().Tick() < griff.Tick(end) {
		switch g.Clock().Tick() {
		case 40:
			scripts.Of(g).Trigger("door").Raise()
		case 150:
			scripts.Of(g).Latch("lamp").Set()
		}
		g.Step()
	}
}

func TestScriptsSaveLoadContinuesTheSame(t *testing.T) {
	a, alog := storyGame(t, true)
	play(a, 100)
	data, err := scripts.Of(a).Save()
	if err != nil {
		t.Fatal(err)
	}
	b, blog := storyGame(t, false)
	play(b, 100) // the caller restores the clock: here by stepping
	b.Scene().Find("Villain").SetActive(true)
	problems, err := scripts.Of(b).Load(data)
	if err != nil || len(problems) != 0 {
		t.Fatalf("Load: problems %v, err %v", problems, err)
	}
	if !strings.Contains(string(data), `"held":[2]`) || !strings.Contains(string(data), `"quarantined":"Bomb`) {
		t.Errorf("the save lacks the held villain or the quarantined bomb: %s", data)
	}
	if a.Fingerprint() != b.Fingerprint() {
		t.Errorf("fingerprints differ after load: %v", runtime.DiffState(a.StateDigest(), b.StateDigest(), 5))
	}
	na, nb := len(alog.Lines), len(blog.Lines)
	play(a, 400)
	play(b, 400)
	ga, gb := since(alog, na), since(blog, nb)
	if ga != gb {
		t.Errorf("after load:\n  saved game %s\n loaded game %s", ga, gb)
	}
	if !strings.Contains(since(alog, 0), "41 story door opened") {
		t.Errorf("the story did not see the door before the save: %v", alog.Lines)
	}
	for _, want := range []string{"151 story lamp lit", "story end 6", "300 hero 300", "400 hero LateUpdate"} {
		if !strings.Contains(ga, want) {
			t.Errorf("log after the save lacks %q: %s", want, ga)
		}
	}
	for _, unwanted := range []string{"villain", "bomb"} {
		if strings.Contains(ga, unwanted) {
			t.Errorf("a quarantined script ran after the save: %s", ga)
		}
	}
	if a.Fingerprint() != b.Fingerprint() {
		t.Errorf("fingerprints differ at the end: %v", runtime.DiffState(a.StateDigest(), b.StateDigest(), 5))
	}
	again, err := scripts.Of(b).Save()
	if err != nil {
		t.Fatal(err)
	}
	end, _ := scripts.Of(a).Save()
	if string(again) != string(end) {
		t.Errorf("saves differ at the end:\n%s\n%s", end, again)
	}
}

func TestScriptsLoadDropsArcOfMissingEntity(t *testing.T) {
	a, _ := storyGame(t, true)
	play(a, 10)
	data, _ := scripts.Of(a).Save()
	b, _ := scriptGame(t) // no Hero
	steps(b, 10)
	problems, err := scripts.Of(b).Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(problems) != 1 || !strings.Contains(problems[0].Message, "not in the scene") {
		t.Errorf("problems = %v, want the Counter's entity missing", problems)
	}
	if got := len(scripts.Of(b).Arcs(nil)); got != 2 {
		t.Errorf("world arcs after load = %d, want 2 (the Story and the Bomb)", got)
	}
}

func TestScriptsLoadBadData(t *testing.T) {
	g, _ := storyGame(t, true)
	g.Step()
	before, _ := scripts.Of(g).Save()
	for _, data := range []string{"", "{", "[]", `{"arcs": 3}`, `{"triggers": 1, "arcs": {}}`, `{"latches": ["x"]}`} {
		if _, err := scripts.Of(g).Load([]byte(data)); !errors.Is(err, arc.ErrBadSave) {
			t.Errorf("Load(%q) error = %v, want ErrBadSave", data, err)
		}
	}
	after, _ := scripts.Of(g).Save()
	if string(after) != string(before) {
		t.Errorf("a failed Load changed the scripts:\n%s\n%s", before, after)
	}
}

func FuzzScriptsLoad(f *testing.F) {
	g, _ := storyGame(f, true)
	play(g, 60)
	data, _ := scripts.Of(g).Save()
	f.Add(data)
	f.Add([]byte(`{"arcs":{"arcs":[{"type":"scripttest.Counter","owner":"Hero#1","fields":{"N":"x"}}]}}`))
	f.Add([]byte(`{"triggers":["a","a"],"latches":["!b"],"started":[{"id":1,"type":"Nope"}],"held":[99],"arcs":{}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, _ := storyGame(t, true)
		g.Step()
		if _, err := scripts.Of(g).Load(data); err != nil {
			return
		}
		steps(g, 3)
		if _, err := scripts.Of(g).Save(); err != nil {
			t.Fatal(err)
		}
	})
}

func TestLoadDoesNotStartScriptComponentArcsAgain(t *testing.T) {
	newScripted := func(active bool) (*runtime.Game, *scenes.Entity) {
		g, _ := scriptGame(t)
		e := g.Scene().NewEntity("Scripted", nil)
		scenes.Add(e, scripts.Script{Arcs: []string{"scripttest.Counter"}})
		e.SetActive(active)
		return g, e
	}
	a, _ := newScripted(true)
	steps(a, 3)
	data, err := scripts.Of(a).Save()
	if err != nil {
		t.Fatal(err)
	}
	b, e := newScripted(false)
	steps(b, 3)
	e.SetActive(true)
	if _, err := scripts.Of(b).Load(data); err != nil {
		t.Fatal(err)
	}
	steps(b, 2)
	arcs := scripts.Of(b).Arcs(e)
	if len(arcs) != 1 || arcs[0].(*scripttest.Counter).N != 5 {
		t.Errorf("Arcs(e) after load = %v, want the one loaded Counter at 5", arcs)
	}
}
