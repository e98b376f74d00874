package tests

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/platformer"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// The -update flag may be defined by another test file of this package; define
// it here only if none did, and read it by name.
func init() {
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite golden files and recorded playthroughs")
	}
}

func updating() bool {
	f := flag.Lookup("update")
	if f == nil {
		return false
	}
	on, _ := f.Value.(flag.Getter).Get().(bool)
	return on
}

// The platformer playthrough goes through the title screen and the pause menu:
// the title's Play (focused first) is accepted in step titlePlay, which is
// still paused (a panel's pause ends the step after it closes), so gameplay
// step n is step n+1; the pause menu opens in step pauseAt (gameplay step
// 400, running right between two jumps), its focus goes down to Settings and
// back up, and Resume is accepted in step resumeAt: the steps between run no
// gameplay, and the rest of the script comes that much later.
const (
	titlePlay = 1
	pauseAt   = 401
	resumeAt  = 491
)

// platformerGameplaySteps is how many gameplay steps the playthrough takes:
// level 1's goal is reached in gameplay step 1041 and level 2's in 1733.
const platformerGameplaySteps = 1760

// level1Goal is the gameplay step level 1's goal is reached in; its fade to
// level 2 (Platformer.Goal's transition, 0.8 s) then runs fadeSteps steps in
// which no gameplay step runs, so the script's later events come that much
// later.
const (
	level1Goal = 1041
	fadeSteps  = 48
)

// platformerSteps is how long the platformer playthrough lasts, in steps: the
// gameplay's, the title's, the pause menu's and the fade's.
const platformerSteps = platformerGameplaySteps + titlePlay + resumeAt - pauseAt + fadeSteps

// platformerScript plays the Platformer template (the built-in game) to the
// end by hand: Play on the title, then (action, first gameplay step held,
// first released) spans, with a visit to the pause menu (see pauseAt). Level
// 1: over the meadow's pits, blocks and slimes, up the platforms to the key,
// through the door (9 coins). Level 2 (from gameplay step 1042): hold right
// and jump over the pit, over the slime's dip, onto the lift as it starts
// rising (it carries the player up to the key on the cliff), over the second
// dip and the second pit, through the door to the goal (14 more coins).
func platformerScript() []input.Event {
	play := afterTitle(platformerGameplay())
	for i := range play {
		if play[i].Tick > titlePlay+level1Goal {
			play[i].Tick += fadeSteps
		}
	}
	for i := range play {
		if play[i].Tick > pauseAt {
			play[i].Tick += resumeAt - pauseAt
		}
	}
	menu := slices.Concat(tap(pauseAt, "Pause"), tap(pauseAt+20, "UIDown"), tap(pauseAt+40, "UIUp"), tap(resumeAt, "UIAccept"))
	return sortedEvents(append(play, menu...))
}

// afterTitle returns a gameplay script of the built-in game played from the
// title screen: Play accepted in step titlePlay, every event one step later.
func afterTitle(play []input.Event) []input.Event {
	out := tap(titlePlay, "UIAccept")
	for _, e := range play {
		e.Tick += titlePlay
		out = append(out, e)
	}
	return sortedEvents(out)
}

// tap returns a press of action in step tick and its release in the next.
func tap(tick griff.Tick, action string) []input.Event {
	return []input.Event{{Tick: tick, Action: action, Down: true, Value: 1}, {Tick: tick + 1, Action: action}}
}

// sortedEvents sorts events by tick, keeping the order of a tick's events.
func sortedEvents(events []input.Event) []input.Event {
	slices.SortStableFunc(events, func(a, b input.Event) int { return int(a.Tick - b.Tick) })
	return events
}

// platformerGameplay is the playthrough's gameplay, in gameplay steps.
func platformerGameplay() []input.Event {
	return holds(
		"right", 1, 649, "right", 700, 739, "right", 780, 813, "right", 860, platformerGameplaySteps,
		"jump", 70, 96, "jump", 160, 186, "jump", 200, 226, "jump", 300, 326, "jump", 476, 499,
		"jump", 513, 534, "jump", 553, 569, "jump", 646, 671, "jump", 702, 728, "jump", 796, 822,
		"jump", 920, 941,
		"jump", 1117, 1142, "jump", 1194, 1219, "jump", 1346, 1371, "jump", 1540, 1565, "jump", 1592, 1617,
	)
}

func TestPlatformerTemplatePlaythrough(t *testing.T) {
	lg, err := hosting.Load(assets.BuiltinGame(), "platformer")
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join("testdata", "platformer.playthrough")
	rec, err := hosting.Record(lg, hosting.Options{}, input.NewScript(platformerScript()), platformerSteps)
	if err != nil {
		t.Fatal(err)
	}
	if updating() {
		var b bytes.Buffer
		if err := rec.Write(&b); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatalf("%v (record it with go test ./tests -run TestPlatformerTemplatePlaythrough -update)", err)
	}
	defer f.Close()
	p, err := hosting.ReadPlaythrough(file, f)
	if err != nil {
		t.Fatal(err)
	}
	if p.Fingerprint != rec.Fingerprint {
		t.Errorf("playing the script now ends in %s, the recorded playthrough in %s", rec.Fingerprint, p.Fingerprint)
	}
	replayAtEveryRate(t, lg, p, func(g *runtime.Game, fps int) {
		checkPlatformerFinished(t, g, fps)
	})
}

// TestPlatformerPlaythroughMenus plays the playthrough's script to the end of
// the pause: the game opens on the title menu with the level paused behind it,
// Play starts it, and the pause menu freezes game time (not the menu's focus
// glow) until Resume.
func TestPlatformerPlaythroughMenus(t *testing.T) {
	lg, err := hosting.Load(assets.BuiltinGame(), "platformer")
	if err != nil {
		t.Fatal(err)
	}
	g, err := lg.NewGame(hosting.Options{Input: input.NewScript(platformerScript())})
	if err != nil {
		t.Fatal(err)
	}
	panels := runtime.Service[ui.IPanels](g)
	if panels.Top() != "Title" {
		t.Fatalf("the game opens on panel %q, want Title", panels.Top())
	}
	for g.Clock().Tick() < pauseAt+10 {
		g.Step()
	}
	frozen := g.Clock().Now()
	settings := scenes.Get[ui.Widget](g.Scene().Find("Pause/Settings"))
	for g.Clock().Tick() < pauseAt+38 {
		g.Step()
	}
	if panels.Top() != "Pause" || !g.GameplayPaused() || g.Clock().Now() != frozen || settings.Glow.Value() != 1 {
		t.Errorf("in the pause menu: top %q, paused %v, game time %v then %v, Settings' glow %v; want Pause, frozen time, Settings focused",
			panels.Top(), g.GameplayPaused(), frozen, g.Clock().Now(), settings.Glow.Value())
	}
	for g.Clock().Tick() < resumeAt+2 {
		g.Step()
	}
	if panels.Top() != "" || g.GameplayPaused() || !frozen.Before(g.Clock().Now()) {
		t.Errorf("after Resume: top %q, paused %v, game time %v; want none, running, after %v", panels.Top(), g.GameplayPaused(), g.Clock().Now(), frozen)
	}
}

// checkPlatformerFinished asserts the game is in level 2 (reached only through
// level 1's goal) with its goal (the last: no next scene) reached, and the
// player has all the coins on the way and never died.
func checkPlatformerFinished(t *testing.T, g *runtime.Game, fps int) {
	t.Helper()
	if g.Clock().Tick() != platformerSteps {
		t.Errorf("at %d frames a second: replay ended at step %d, want %d", fps, g.Clock().Tick(), platformerSteps)
	}
	goal := g.Scene().Find("Goal")
	var gl *platformer.Goal
	if goal != nil {
		gl = scenes.Get[platformer.Goal](goal)
	}
	if gl == nil || !gl.Reached || gl.Next != "" || filepath.Base(g.Scene().Name()) != "level2.json" {
		t.Errorf("at %d frames a second: scene %s, goal %+v; want level2 with its last goal reached", fps, g.Scene().Name(), gl)
	}
	player := g.Scene().Find("Player")
	if inv := scenes.Get[items.Inventory](player); inv == nil || inv.Count(platformer.ItemCoin) != 23 {
		t.Errorf("at %d frames a second: inventory %+v, want 23 coins (9 from level 1, 14 from level 2)", fps, inv)
	}
	if h := scenes.Get[platformer.Health](player); h == nil || h.Deaths != 0 || h.Hits != 0 {
		t.Errorf("at %d frames a second: health %+v, want no hits and no deaths", fps, h)
	}
}
