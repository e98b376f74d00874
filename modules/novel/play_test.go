package novel_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/modules/novel"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/sounds"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

const flagStory = `character aki "Aki" #f080b0
label start:
    "one"
    set met
    set score += 2
    choice:
        "Hidden" if not met:
            "never"
        "Kind" if met:
            set kind
            set score += 1
        "Cold":
            set score -= 5
    if score >= 3:
        aki: High score.
    else:
        aki: Low score.
    "end"
`

// flagOf returns a flag of the Reader's state (0 if not set).
func flagOf(r *novel.Reader, name string) int64 {
	for _, f := range r.Now.Flags {
		if f.Name == name {
			return f.Value
		}
	}
	return 0
}

// TestFlagsAndChoice checks that sets, conditions on options and ifs work:
// the option whose condition fails is left out, the one chosen sets its
// flags, and the if after reads them.
func TestFlagsAndChoice(t *testing.T) {
	var probs []scenes.Problem
	g, l := started(t, flagStory, &probs)
	r := reader(t, g)
	if r.Now.Text != "one" || r.Wait != novel.WaitLine {
		t.Fatalf("first line %q, wait %v; want \"one\" shown", r.Now.Text, r.Wait)
	}
	next(t, g, l)
	if r.Wait != novel.WaitMenu || len(r.Options) != 2 {
		t.Fatalf("wait %v with %d options, want a menu of 2 (the hidden one left out)", r.Wait, len(r.Options))
	}
	pe := g.Scene().Find("Choices")
	var labels []string
	for _, c := range pe.Children() {
		if c.Active() {
			labels = append(labels, scenes.Get[ui.Widget](c).Label)
		}
	}
	if !slices.Equal(labels, []string{"Kind", "Cold"}) || runtime.Service[ui.IPanels](g).Top() != "Choices" {
		t.Fatalf("the menu shows %q on top panel %q, want Kind and Cold on Choices", labels, runtime.Service[ui.IPanels](g).Top())
	}
	press(g, l, "UIAccept") // the first option has the focus
	if flagOf(r, "met") != 1 || flagOf(r, "kind") != 1 || flagOf(r, "score") != 3 {
		t.Errorf("flags %v, want met 1, kind 1, score 3", r.Now.Flags)
	}
	if r.Now.Text != "High score." || r.Now.Speaker != "aki" {
		t.Errorf("after the choice: %s: %q, want aki: High score.", r.Now.Speaker, r.Now.Text)
	}
	if name := scenes.Get[visual.Text](g.Scene().Find("SayName")); name.Text != "Aki" {
		t.Errorf("the name box shows %q, want Aki", name.Text)
	}
	next(t, g, l)
	next(t, g, l)
	if !r.Ended {
		t.Errorf("the story has not ended after its last line")
	}
	if len(probs) > 0 {
		t.Errorf("problems: %v", probs)
	}
}

// TestFlagClamp checks that += and -= hold at the int64 range.
func TestFlagClamp(t *testing.T) {
	g, _ := started(t, "label start:\n    set a = 9223372036854775800\n    set a += 100\n    set b = -9223372036854775800\n    set b -= 100\n    \"x\"\n", nil)
	r := reader(t, g)
	if flagOf(r, "a") != 1<<63-1 || flagOf(r, "b") != -1<<63 {
		t.Errorf("a = %d, b = %d; want the int64 range's ends", flagOf(r, "a"), flagOf(r, "b"))
	}
}

// TestBacklog checks the backlog keeps the lines shown, with speakers'
// names, and that while it is open advancing closes it and nothing else.
func TestBacklog(t *testing.T) {
	g, l := started(t, flagStory, nil)
	r := reader(t, g)
	next(t, g, l)
	press(g, l, "UIAccept")
	want := []novel.Said{{Text: "one"}, {Speaker: "Aki", Text: "High score."}}
	if !slices.Equal(r.Lines, want) {
		t.Fatalf("backlog %v, want %v", r.Lines, want)
	}
	press(g, l, novel.ActionBacklog)
	text := scenes.Get[visual.Text](g.Scene().Find("BacklogText")).Text
	if !r.BacklogOpen || runtime.Service[ui.IPanels](g).Top() != "History" || text != "one\nAki: High score.\n" {
		t.Fatalf("backlog open %v, top panel %q, text %q", r.BacklogOpen, runtime.Service[ui.IPanels](g).Top(), text)
	}
	said := r.Now.Said
	press(g, l, novel.ActionAdvance)
	if r.BacklogOpen || r.Now.Said != said || runtime.Service[ui.IPanels](g).Top() == "History" {
		t.Errorf("advance with the backlog open: open %v, line %d (want %d), top %q", r.BacklogOpen, r.Now.Said, said, runtime.Service[ui.IPanels](g).Top())
	}
}

// TestBacklogBound checks the backlog keeps the last MaxBacklog lines.
func TestBacklogBound(t *testing.T) {
	g, l := started(t, "label start:\n    \"line\"\n    jump start\n", nil)
	r := reader(t, g)
	for range novel.MaxBacklog + 5 {
		press(g, l, novel.ActionSkip) // skipping stops at the unread line: this advances with a press each
		next(t, g, l)
	}
	if len(r.Lines) != novel.MaxBacklog || len(r.History) > novel.MaxRollback {
		t.Errorf("backlog holds %d lines, history %d; want %d and at most %d", len(r.Lines), len(r.History), novel.MaxBacklog, novel.MaxRollback)
	}
}

const linesStory = `label start:
    "l1"
    "l2"
    "l3"
    "l4"
    choice:
        "a":
            "l5"
`

// TestSkip checks skipping moves through read lines and stops at the first
// unread one.
func TestSkip(t *testing.T) {
	g, l := started(t, linesStory, nil)
	next(t, g, l)
	next(t, g, l) // l1 and l2 read, l3 showing
	press(g, l, novel.ActionRollback)
	press(g, l, novel.ActionRollback)
	if reader(t, g).Now.Text != "l1" {
		t.Fatalf("after two rollbacks the line is %q, want l1", reader(t, g).Now.Text)
	}
	press(g, l, novel.ActionSkip)
	steps(g, 30)
	if reader(t, g).Now.Text != "l3" || reader(t, g).Skip {
		t.Errorf("skipping stopped at %q (skip still on: %v), want at l3, the first unread line, with skip off", reader(t, g).Now.Text, reader(t, g).Skip)
	}
	next(t, g, l)
	next(t, g, l) // l3 and l4 read, the menu showing
	press(g, l, novel.ActionRollback)
	press(g, l, novel.ActionRollback) // back to l3
	if reader(t, g).Now.Text != "l3" {
		t.Fatalf("rolled back from the menu to %q, want l3", reader(t, g).Now.Text)
	}
	press(g, l, novel.ActionSkip)
	steps(g, 30)
	if reader(t, g).Wait != novel.WaitMenu || reader(t, g).Skip {
		t.Errorf("skipping through read lines to the menu: wait %v, skip %v; want the menu, skip off", reader(t, g).Wait, reader(t, g).Skip)
	}
}

// TestAuto checks auto-advance moves on after the line is whole, the
// default delay (1 s and 30 ms a character) later.
func TestAuto(t *testing.T) {
	g, l := started(t, linesStory, nil)
	r := reader(t, g)
	press(g, l, novel.ActionAuto)
	n := 0
	for r.Now.Text == "l1" && n < 600 {
		steps(g, 1)
		n++
	}
	// l1 types in 2 characters at 40 a second (3 steps), then waits 1.06 s (63 steps).
	if r.Now.Text != "l2" || n < 60 || n > 70 {
		t.Errorf("auto moved to %q after %d steps, want l2 after about 66", r.Now.Text, n)
	}
}

// stage is what rollback must put back: the Reader's moment and the stage's
// pictures, places and opacities.
func stage(t *testing.T, g *runtime.Game) string {
	r := reader(t, g)
	var b strings.Builder
	j, _ := json.Marshal(r.Now)
	b.Write(j)
	for e, a := range scenes.All[novel.Actor](g.Scene()) {
		sp := scenes.Get[visual.Sprite](e)
		j, _ := json.Marshal(struct {
			A   novel.Actor
			Img string
			Pos any
			T   any
		}{*a, sp.Image, e.Transform().Position(), sp.Tint.Value()})
		b.Write(j)
	}
	for e := range scenes.All[novel.Backdrop](g.Scene()) {
		sp := scenes.Get[visual.Sprite](e)
		j, _ := json.Marshal([]any{sp.Image, sp.Tint.Value()})
		b.Write(j)
	}
	return b.String()
}

// TestRollbackExact plays the template's story through shows, moves, flags
// and a background change, then rolls back line by line and checks each
// line's stage and state is what it was when the line was first shown.
func TestRollbackExact(t *testing.T) {
	var probs []scenes.Problem
	g, l := started(t, "", &probs)
	var seen []string
	for range 4 {
		steps(g, 40) // let transitions end: the stage as the player saw it
		seen = append(seen, stage(t, g))
		next(t, g, l)
	}
	steps(g, 40)
	for i := len(seen) - 1; i >= 0; i-- {
		press(g, l, novel.ActionRollback)
		if got := stage(t, g); got != seen[i] {
			t.Errorf("rolled back to line %d:\n%s\nwant\n%s", i+1, got, seen[i])
		}
	}
	if reader(t, g).Now.Said != 1 || len(reader(t, g).Lines) != 1 {
		t.Errorf("after rolling back to the first line: said %d, backlog %d; want 1 and 1", reader(t, g).Now.Said, len(reader(t, g).Lines))
	}
	press(g, l, novel.ActionRollback) // nothing before the first line
	if got := stage(t, g); got != seen[0] {
		t.Errorf("rolling back past the first line changed the stage")
	}
	if len(probs) > 0 {
		t.Errorf("problems: %v", probs)
	}
}

// TestBadStory checks a story with a mistake warns with file:line:col and
// plays what read.
func TestBadStory(t *testing.T) {
	var probs []scenes.Problem
	g, _ := started(t, "label start:\n    \"first\"\n    show aki hapy at top\n    \"second\"\n", &probs)
	if r := reader(t, g); r.Now.Text != "first" {
		t.Errorf("line %q, want first", r.Now.Text)
	}
	if len(probs) != 1 || !strings.Contains(probs[0].String(), "story/main.story:3:22: \"top\" is not a place") {
		t.Errorf("problems %v, want one at story/main.story:3:22", probs)
	}
}

// TestMissingActor checks a show of a character with no Actor entity warns
// at the statement and the story goes on.
func TestMissingActor(t *testing.T) {
	var probs []scenes.Problem
	g, _ := started(t, "character zed \"Zed\"\nlabel start:\n    show zed happy\n    \"first\"\n", &probs)
	if r := reader(t, g); r.Now.Text != "first" {
		t.Errorf("line %q, want first", r.Now.Text)
	}
	if len(probs) != 1 || !strings.Contains(probs[0].String(), "story/main.story:3:10: no entity with a Novel.Actor") {
		t.Errorf("problems %v", probs)
	}
}

// TestMusic checks music statements give the Music entity's player its
// track (under assets/) and stop it, and that rollback puts the music of
// the line back.
func TestMusic(t *testing.T) {
	var probs []scenes.Problem
	g, l := started(t, "label start:\n    music theme.ogg\n    \"one\"\n    music stop\n    \"two\"\n", &probs)
	e := g.Scene().Find("Music")
	mp := scenes.Get[sounds.MusicPlayer](e)
	if !e.Active() || mp.Track != "assets/theme.ogg" {
		t.Errorf("music entity active %v, track %q; want active, assets/theme.ogg", e.Active(), mp.Track)
	}
	next(t, g, l)
	if e.Active() || reader(t, g).Now.Music != "" {
		t.Errorf("after music stop: active %v, music %q", e.Active(), reader(t, g).Now.Music)
	}
	press(g, l, novel.ActionRollback)
	e = g.Scene().Find("Music") // a rollback puts back the whole game
	mp = scenes.Get[sounds.MusicPlayer](e)
	if !e.Active() || mp.Track != "assets/theme.ogg" {
		t.Errorf("rolled back: active %v, track %q; want the music of line one", e.Active(), mp.Track)
	}
	if len(probs) > 0 {
		t.Errorf("problems: %v", probs)
	}
}

// TestAdvanceRightAfterRollback rolls back a line and presses advance once:
// the story moves on at once. The rewound input state held the advance that
// showed the line, which the player's keys no longer hold; kept, it made
// this press no press.
func TestAdvanceRightAfterRollback(t *testing.T) {
	g, l := started(t, linesStory, nil)
	next(t, g, l)
	next(t, g, l)
	press(g, l, novel.ActionRollback)
	r := reader(t, g)
	if r.Now.Text != "l2" || g.Input().Held(0, novel.ActionAdvance) {
		t.Fatalf("rolled back to %q, advance held %v; want l2, not held", r.Now.Text, g.Input().Held(0, novel.ActionAdvance))
	}
	press(g, l, novel.ActionAdvance) // the line shows whole after a rollback
	if r = reader(t, g); r.Now.Text != "l3" {
		t.Errorf("one advance after the rollback shows %q, want l3", r.Now.Text)
	}
}

// TestRollbackKeepsHeldKeys holds a key of the UI and then the rollback key
// through a rollback: after it both still read held, as the player's keys
// hold them, and letting go of them counts as a release; the advance that
// showed the line rolled back to reads up. Letting go of every action (what
// rollback did before) made a key held on through the rollback read as up
// until let go and pressed again.
func TestRollbackKeepsHeldKeys(t *testing.T) {
	g, l := started(t, linesStory, nil)
	next(t, g, l)
	next(t, g, l)
	hold := func(action string) { // pressed, not released the next step
		l.Send = append(l.Send, input.Event{Action: action, Down: true, Value: 1})
		steps(g, 1)
	}
	hold("UIDown")
	hold(novel.ActionRollback)
	in := g.Input()
	if r := reader(t, g); r.Now.Text != "l2" {
		t.Fatalf("rolled back to %q, want l2", r.Now.Text)
	}
	if !in.Held(0, "UIDown") || !in.Held(0, novel.ActionRollback) || in.Held(0, novel.ActionAdvance) {
		t.Errorf("after the rollback: UIDown held %v, rollback held %v, advance held %v; want true, true, false",
			in.Held(0, "UIDown"), in.Held(0, novel.ActionRollback), in.Held(0, novel.ActionAdvance))
	}
	l.Send = append(l.Send, input.Event{Action: "UIDown"}, input.Event{Action: novel.ActionRollback})
	steps(g, 1)
	if !in.Released(0, "UIDown") || !in.Released(0, novel.ActionRollback) {
		t.Errorf("letting go: UIDown released %v, rollback released %v; want both", in.Released(0, "UIDown"), in.Released(0, novel.ActionRollback))
	}
	if r := reader(t, g); r.Now.Text != "l2" {
		t.Errorf("after letting go: line %q, want l2 (one rollback)", r.Now.Text)
	}
}

// TestAdvanceEndsATransition presses advance while a 60-step fade plays:
// the stage snaps to its end at once and the next line shows (the press
// ended the transition only). Advancing during a transition did nothing, so
// a player clicking saw the game ignore them.
func TestAdvanceEndsATransition(t *testing.T) {
	g, l := started(t, "label start:\n    \"one\"\n    bg park with fade 60\n    \"two\"\n", nil)
	next(t, g, l)
	r := reader(t, g)
	if r.Wait != novel.WaitTransition {
		t.Fatalf("after line one the story waits %v, want the transition", r.Wait)
	}
	press(g, l, novel.ActionAdvance)
	if r.Wait != novel.WaitLine || r.Now.Text != "two" {
		t.Fatalf("advance during the fade: the story waits %v on %q, want line two", r.Wait, r.Now.Text)
	}
	if r.Now.Said != 2 {
		t.Errorf("said %d, want 2", r.Now.Said)
	}
}
