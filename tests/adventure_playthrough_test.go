package tests

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/adventure"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// The adventure playthrough solves the template's puzzle with a scripted
// sequence of clicks (adventureClicks), each given once the hero has stopped
// walking and adventurePause steps have passed; the clicks are recorded as
// the script. It ends adventureAfter steps after the game is won.
const (
	adventurePause = 20
	adventureAfter = 60
)

// adventureClick is one click of the solution: the action and the screen
// point.
type adventureClick struct {
	action string
	x, y   float64
}

// adventureClicks solve "The Keeper's Key".
var adventureClicks = func() []adventureClick {
	l, r := adventure.ActionClick, adventure.ActionLook
	slot := func(i int) adventureClick {
		return adventureClick{l, adventure.SlotLeft + adventure.SlotWidth*float64(i) + adventure.SlotWidth/2, 505}
	}
	choice := func(i int) adventureClick {
		return adventureClick{l, 480, adventure.ChoiceTop + adventure.ChoiceRow*float64(i) + adventure.ChoiceRow/2}
	}
	line := adventureClick{l, 480, 300}
	return []adventureClick{
		{r, 380, 452},    // look at the grate: a coin down there
		{l, 250, 420},    // take the stick
		{l, 640, 400},    // take the gum
		slot(0), slot(1), // stick with gum: the sticky stick
		slot(0), {l, 380, 452}, // fish the coin out of the grate
		{l, 780, 282}, line, choice(0), line, // talk: who are you?
		line, choice(1), line, // back again; could I have the key? A coin first.
		slot(0), {l, 780, 282}, // give the keeper the coin
		{l, 780, 282}, line, choice(1), line, // the deal: the key
		slot(0), {l, 150, 268}, // unlock the door
		{l, 150, 268}, // through it to the garden
	}
}()

// adventureBot gives the clicks of adventureClicks in turn, each when the
// hero stands still and adventurePause steps have passed since the last,
// and records the events it gives.
type adventureBot struct {
	g       *runtime.Game
	next    int
	wait    griff.Tick
	release string
	events  []input.Event
}

func (b *adventureBot) Events(tick griff.Tick, dst []input.Event) []input.Event {
	n := len(dst)
	if b.release != "" {
		dst = append(dst, input.Event{Tick: tick, Action: b.release})
		b.release = ""
	}
	if b.g != nil && b.next < len(adventureClicks) && tick >= b.wait && !adventureWalking(b.g) {
		c := adventureClicks[b.next]
		dst = append(dst, input.Event{Tick: tick, Kind: input.KindPointer, X: c.x, Y: c.y},
			input.Event{Tick: tick, Action: c.action, Down: true, Value: 1})
		b.release, b.next, b.wait = c.action, b.next+1, tick+adventurePause
	}
	b.events = append(b.events, dst[n:]...)
	return dst
}

// adventureWalking reports whether the hero has a path left.
func adventureWalking(g *runtime.Game) bool {
	for _, h := range scenes.All[adventure.Hero](g.Scene()) {
		return len(h.Path) > 0
	}
	return false
}

// adventureWon returns the game's Adventure.
func adventureGame(g *runtime.Game) *adventure.Adventure {
	for _, a := range scenes.All[adventure.Adventure](g.Scene()) {
		return a
	}
	return nil
}

// adventureRun plays the template with the bot until it has been won for
// adventureAfter steps, and returns the script and the steps.
func adventureRun(t *testing.T, lg *hosting.LoadedGame) ([]input.Event, griff.Tick) {
	t.Helper()
	bot := &adventureBot{}
	g, err := lg.NewGame(hosting.Options{Input: bot})
	if err != nil {
		t.Fatal(err)
	}
	bot.g = g
	end := griff.Tick(0)
	for end == 0 || g.Clock().Tick() < end {
		g.Step()
		if adventureGame(g).Won && end == 0 {
			end = g.Clock().Tick() + adventureAfter
		}
		if g.Clock().Tick() > 20000 {
			t.Fatalf("the puzzle was never solved (%d of %d clicks given; says %q)", bot.next, len(adventureClicks), adventureGame(g).Say)
		}
	}
	return bot.events, end
}

// TestAdventureTemplatePlaythrough records the adventure template's
// playthrough (the puzzle solved, the garden reached) and replays it at 30,
// 60 and 144 frames a second to the same fingerprint with no problems.
func TestAdventureTemplatePlaythrough(t *testing.T) {
	lg, _ := loadTemplate(t, "adventure")
	script, steps := adventureRun(t, lg)
	playthroughAtEveryRate(t, lg, "adventure", script, steps, func(g *runtime.Game, fps int) {
		a := adventureGame(g)
		var hero *adventure.Hero
		for _, h := range scenes.All[adventure.Hero](g.Scene()) {
			hero = h
		}
		if !a.Won || hero.Room != "garden" {
			t.Errorf("at %d frames a second: won %v in room %q, want won in the garden", fps, a.Won, hero.Room)
		}
		t.Logf("at %d frames a second: won in %d steps", fps, g.Clock().Tick())
	})
}
