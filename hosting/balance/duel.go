package balance

import (
	"math"

	"github.com/griffengine/griff/data/formula"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// Fighter is one side of the duel, the package's example game: it trades blows
// with the other fighters of the scene every step until at most one is standing.
// Its saved fields are meant to be filled from a table row (the keys are the
// column names). Saved as "Griff.DuelFighter".
type Fighter struct {
	// HP is the fighter's hit points; it is down when HP <= 0. A formula column
	// ("30 + 2d6") is rolled once, when the fighter is filled.
	HP float64 `json:"hp"`
	// Damage is a formula rolled for each blow that lands ("1d8 + 2"): numbers,
	// dice and functions, no column names. A formula or dice column fills it with
	// its source.
	Damage string `json:"damage"`
	// Hit is the chance that a blow lands, 0 to 1.
	Hit float64 `json:"hit"`
	// Armor is taken from the damage of every blow the fighter takes (not below 0).
	Armor float64 `json:"armor"`
	// Dealt is the damage the fighter has dealt so far: state.
	Dealt float64 `json:"dealt"`

	form    *formula.Formula // Damage compiled, not state
	formSrc string           // the source form was compiled from
}

// StepDuel runs the duel's blows (logic phase).
var StepDuel = runtime.NewStep("Duel")

func init() {
	scenes.Register[Fighter]("Griff.DuelFighter")
	RegisterSystems("duel", func() []runtime.System { return []runtime.System{&DuelSystem{}} })
}

// DuelSystem plays the duel: each step, every standing fighter (in hierarchy
// order) strikes the next standing fighter after it (the first one after the
// last), landing with probability Hit for Damage minus the target's Armor; blows
// are applied together, so both fighters may fall on one step (a draw). When at
// most one stands, it fills the scene's Outcome: Done, Winner (the standing
// fighter's entity name, "" for a draw) and the metrics "hp_left" (the winner's
// HP, 0 for a draw), "blows" (steps fought, counted in the Outcome as the fight
// goes, so all the duel's state is in the scene) and "dealt_per_blow" (the
// damage all fighters dealt, summed in hierarchy order, divided by blows; 0 if
// no blow was struck; hit points per step, usually not an integer, so the order
// in which a simulation adds it up shows in the last bits of its mean). Random numbers come from
// Game.Rand, in fighter order: the chance to hit, then the damage.
type DuelSystem struct {
	standing []*Fighter // reused each step, not state
	names    []string   // entity names of standing, not state
	hurt     []float64  // damage taken this step, not state
}

// Name returns "Duel".
func (*DuelSystem) Name() string { return "Duel" }

// Setup adds StepDuel to the logic phase.
func (d *DuelSystem) Setup(g *runtime.Game) error {
	g.AddStep(StepDuel, runtime.InPhase(runtime.PhaseLogic), d.step)
	return nil
}

func (d *DuelSystem) step(g *runtime.Game) {
	out := findOutcome(g.Scene())
	if out != nil && out.Done {
		return
	}
	d.standing, d.names, d.hurt = d.standing[:0], d.names[:0], d.hurt[:0]
	for e, f := range scenes.Active[Fighter](g.Scene()) {
		if f.HP > 0 {
			d.standing, d.names, d.hurt = append(d.standing, f), append(d.names, e.Name()), append(d.hurt, 0)
		}
	}
	if n := len(d.standing); n >= 2 {
		if out != nil {
			out.SetMetric("blows", out.Metrics["blows"]+1)
		}
		for i, f := range d.standing {
			t := (i + 1) % n
			dmg := f.strike(g, d.standing[t])
			f.Dealt += dmg
			d.hurt[t] += dmg
		}
		for i, f := range d.standing {
			f.HP -= d.hurt[i]
		}
	}
	if d.decide(out) {
		dealt := 0.0
		for _, f := range scenes.Active[Fighter](g.Scene()) {
			dealt += f.Dealt
		}
		perBlow := 0.0
		if blows := out.Metrics["blows"]; blows > 0 {
			perBlow = dealt / blows
		}
		out.SetMetric("dealt_per_blow", perBlow)
	}
}

// strike returns the damage of one blow of f at t.
func (f *Fighter) strike(g *runtime.Game, t *Fighter) float64 {
	if !g.Rand().Chance(f.Hit) {
		return 0
	}
	if f.form == nil || f.formSrc != f.Damage {
		form, err := formula.Compile(f.Damage, nil)
		if err != nil {
			g.Problems().Warn(nil, "Griff.DuelFighter", "damage %q: %v", f.Damage, err)
			form, _ = formula.Compile("0", nil)
		}
		f.form, f.formSrc = form, f.Damage
	}
	v, err := f.form.Eval(nil, g.Rand())
	if err != nil {
		g.Problems().Warn(nil, "Griff.DuelFighter", "damage %q: %v", f.Damage, err)
		return 0
	}
	return math.Max(0, v-t.Armor)
}

// decide fills out once at most one fighter stands, and reports whether it did.
func (d *DuelSystem) decide(out *Outcome) bool {
	var winner string
	var left float64
	standing := 0
	for i, f := range d.standing {
		if f.HP > 0 {
			standing++
			winner, left = d.names[i], f.HP
		}
	}
	if standing > 1 || out == nil {
		return false
	}
	if standing == 0 {
		winner, left = "", 0
	}
	out.Done, out.Winner = true, winner
	out.SetMetric("hp_left", left)
	return true
}
