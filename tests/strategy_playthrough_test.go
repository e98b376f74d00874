package tests

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/modules/strategy"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// strategySteps is the length of the strategy playthrough: a fixed slice
// of a skirmish (three minutes at 60 steps a second), the computer's
// first wave included.
const strategySteps = 10800

// strategyScript is the strategy playthrough's input: box-select the
// four peasants and send them to the gold mine (right-click), select the
// town hall and queue a peasant (T), box-select the footman, keep it as
// control group 1 (Ctrl+1), then attack-move (A) through the minimap at
// the computer's base.
func strategyScript() []input.Event {
	var ev []input.Event
	at := func(t griff.Tick, x, y float64) {
		ev = append(ev, input.Event{Tick: t, Kind: input.KindPointer, X: x, Y: y})
	}
	press := func(t griff.Tick, a string) {
		ev = append(ev, input.Event{Tick: t, Action: a, Down: true, Value: 1}, input.Event{Tick: t + 2, Action: a})
	}
	at(10, 290, 225)
	ev = append(ev, input.Event{Tick: 11, Action: strategy.ActionSelect, Down: true, Value: 1})
	at(12, 350, 285)
	ev = append(ev, input.Event{Tick: 14, Action: strategy.ActionSelect})
	at(20, 400, 400)
	press(22, strategy.ActionOrder)
	at(300, 200, 270)
	press(302, strategy.ActionSelect)
	press(310, strategy.ActionTrain1)
	at(600, 230, 130)
	ev = append(ev, input.Event{Tick: 601, Action: strategy.ActionSelect, Down: true, Value: 1})
	at(602, 320, 215)
	ev = append(ev, input.Event{Tick: 604, Action: strategy.ActionSelect})
	ev = append(ev, input.Event{Tick: 606, Action: strategy.ActionGroup, Down: true, Value: 1})
	press(607, "group1")
	ev = append(ev, input.Event{Tick: 610, Action: strategy.ActionGroup})
	press(612, strategy.ActionAttack)
	at(640, 935, 440) // the computer's base on the minimap
	press(642, strategy.ActionSelect)
	at(700, 480, 300)
	return ev
}

// TestStrategyTemplatePlaythrough records a slice of the strategy
// template's skirmish and replays it at 30, 60 and 144 frames a second to
// the same fingerprint with no problems: the peasants bring gold in, the
// footman walks across the map, the computer builds up.
func TestStrategyTemplatePlaythrough(t *testing.T) {
	lg, _ := loadTemplate(t, "strategy")
	playthroughAtEveryRate(t, lg, "strategy", strategyScript(), strategySteps, func(g *runtime.Game, fps int) {
		m := scenes.Get[strategy.Match](g.Scene().Find("Match"))
		var units [2]int
		for _, c := range g.Scene().Find("Match").Children() {
			if u := scenes.Get[strategy.Unit](c); u != nil && u.Side < 2 {
				units[u.Side]++
			}
		}
		if m.Stock[0][strategy.Gold] <= 400-50 || units[1] <= 6 {
			t.Errorf("at %d fps: the player's gold is %d (the peasants brought none in?), the computer has %d units", fps, m.Stock[0][strategy.Gold], units[1])
		}
		t.Logf("at %d fps: step %d, stocks %v, units %v, over %q, AI %+v", fps, m.Step, m.Stock, units, m.Over, m.AI)
	})
}
