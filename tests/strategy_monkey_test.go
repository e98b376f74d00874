package tests

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/modules/strategy"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// TestStrategySurvivesMonkeysAndDestruction plays the strategy template
// under random keys and pointer (over the whole 960×540 screen, minimap
// included) in random frame lengths with snapshots restored, and, as an
// agent could through --mcp, destroys key entities on the way: the Hud,
// the Fog, every building of the computer, then the Match itself. No
// panic (an error in the problem log), no stall; the match is won once the
// computer has no building.
func TestStrategySurvivesMonkeysAndDestruction(t *testing.T) {
	const steps = 6000
	lg, _ := loadTemplate(t, "strategy")
	for seed := uint64(1); seed <= 2; seed++ {
		won := false
		run := monkeyRun{steps: steps, w: 960, h: 540, maxFrames: 40000, every: 250, snapAt: 100, restoreAt: 180,
			fails: func(p scenes.Problem) bool {
				return p.Severity == scenes.SeverityError || strings.Contains(p.String(), "panic")
			},
			each: func(g *runtime.Game, _ int) {
				me := g.Scene().Find("Match")
				switch tick := int(g.Clock().Tick()); {
				case me == nil:
				case tick > 1500 && tick < 1600:
					for _, c := range me.Children() {
						if scenes.Get[strategy.Hud](c) != nil || scenes.Get[strategy.Fog](c) != nil {
							g.Destroy(c)
						}
					}
				case tick > 3000 && tick < 3100:
					for _, c := range me.Children() {
						if u := scenes.Get[strategy.Unit](c); u != nil && u.Side == 1 && u.Kind != "peasant" && u.Kind != "footman" && u.Kind != "archer" {
							g.Destroy(c)
						}
					}
				case tick > 3200 && tick < 3300:
					won = won || scenes.Get[strategy.Match](me).Over == "won"
				case tick > 4500:
					g.Destroy(me)
				}
			}}
		for _, p := range playMonkey(t, lg, seed, run) {
			t.Errorf("seed %d: %v", seed, p)
		}
		if !won {
			t.Errorf("seed %d: the computer has no building, and the match is not won", seed)
		}
	}
}
