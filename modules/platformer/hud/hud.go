// Package hud holds what the Platformer template's game shows on top of the
// platformer module: a coin counter for the HUD (and one of the whole team's,
// for the multiplayer template), the player's animation clips
// chosen from its state (visual.Play on a Griff.AnimationSet with clips "idle",
// "walk" and "jump"), and the built-in game's tutorial,
// an arc (a saveable script, see runtime/arc) that prompts the player to walk,
// jump and pick up a coin, each prompt waiting until the player has done it:
//
//	func (t *Tutorial) Run(g *runtime.Game) {
//		t.say(g, "Walk with the arrow keys or A and D")
//		for !t.walked(g) {
//			arc.Yield("walk")
//		}
//		t.say(g, "Jump with Space, W or the up arrow")
//		...
//	}
//
// Its words go on screen by setting the Text (package scenes/visual) of an
// entity, so the package needs no drawing code. It registers the module "platformer-hud", which a
// project names after "platformer":
//
//	"modules": ["platformer", "platformer-hud"]
//
// and starts the tutorial from data, with a Griff.Script component on the entity
// whose text shows the prompts: {"Griff.Script": {"arcs": ["hud.Tutorial"]}}
// (RegisterArc names it after its package).
package hud

import (
	"fmt"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/modules/platformer"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/scripts"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// CoinCounter shows the coins of the scene's first player (the first entity, in
// hierarchy order, with a platformer.Player and an items.Inventory: its count
// of the item platformer.ItemCoin) in its entity's text, every step. Saved as "Platformer.CoinCounter".
type CoinCounter struct {
	// Format is a fmt format with one %d for the count; "" means "Coins: %d".
	Format string `json:"format,omitempty"`
	// Shown is the count last written: state, so the text is only set on change.
	Shown int `json:"shown"`
}

// TeamCoinCounter shows the coins of every player of the scene together (each
// entity with a platformer.Player and an items.Inventory, active or not: a
// player who left keeps what they found for the team) in its entity's text,
// every step: the counter of a co-op game such as the multiplayer template.
// It is a type of its own, not a setting of CoinCounter, so the saved state
// of games with a CoinCounter stays as it was. Saved as
// "Platformer.TeamCoinCounter".
type TeamCoinCounter struct {
	// Format is a fmt format with one %d for the count; "" means "Coins: %d".
	Format string `json:"format,omitempty"`
	// Shown is the count last written: state, so the text is only set on change.
	Shown int `json:"shown"`
}

// The steps of the HUD system, both in the present phase.
var (
	// StepCoinCounter writes coin counts into texts.
	StepCoinCounter = runtime.NewStep("CoinCounter")
	// StepPlayerLook picks each platformer player's animation clip ("idle",
	// "walk", "jump") and facing (visual.Play, visual.Sprite.Face).
	StepPlayerLook = runtime.NewStep("PlayerLook")
)

// walkSpeed is the horizontal speed, in world units per second, above which a
// standing player shows its "walk" clip.
const walkSpeed = 10

func init() {
	scenes.Register[CoinCounter]("Platformer.CoinCounter")
	scenes.Register[TeamCoinCounter]("Platformer.TeamCoinCounter")
	scripts.RegisterArc[Tutorial]()
	runtime.RegisterModule(runtime.Module{
		Name:    "platformer-hud",
		Summary: "a coin counter and the tutorial prompts of the Platformer template",
		Systems: func() []runtime.System { return []runtime.System{&hudSystem{}} },
		Controls: func() *input.Controls { // the tutorial waits for a jump
			c := &input.Controls{}
			c.Bind(platformer.ActionJump, platformer.Controls().Bindings(platformer.ActionJump)...)
			return c
		},
	})
}

type hudSystem struct{}

func (*hudSystem) Name() string { return "PlatformerHUD" }

func (*hudSystem) Setup(g *runtime.Game) error {
	g.AddStep(StepCoinCounter, runtime.InPhase(runtime.PhasePresent), countCoins)
	g.AddStep(StepPlayerLook, runtime.InPhase(runtime.PhasePresent), lookPlayers)
	return nil
}

// lookPlayers shows each player's state: "jump" in the air, "walk" when moving
// on the ground, "idle" otherwise, facing where it last moved. It reads the
// players read-only and marks a player only when its clip or facing changes
// (scenes' Change marks).
func lookPlayers(g *runtime.Game) {
	for e, p := range scenes.ActiveRead[platformer.Player](g.Scene()) {
		clip := "idle"
		switch {
		case !p.Grounded:
			clip = "jump"
		case p.Velocity[0] > walkSpeed || p.Velocity[0] < -walkSpeed:
			clip = "walk"
		}
		// visual.Play with the clip playing already changes nothing.
		if set := scenes.Read[visual.AnimationSet](e); set != nil && (set.Current != clip || !scenes.Has[visual.SpriteAnimation](e)) {
			visual.Play(e, clip)
		}
		if sp := scenes.Read[visual.Sprite](e); sp != nil && sp.FlipX != (p.Facing < 0) {
			e.MarkChanged()
			sp.Face(p.Facing < 0)
		}
	}
}

// countCoins writes the first player's coins into each CoinCounter's Text,
// and the team's into each TeamCoinCounter's, when the count changed and on
// the first step.
func countCoins(g *runtime.Game) {
	coins := playerCoins(g.Scene())
	for e, c := range scenes.ActiveRead[CoinCounter](g.Scene()) { // showCoins marks what it writes
		showCoins(g, e, &c.Shown, c.Format, coins)
	}
	team := -1 // counted once, if a counter asks
	for e, c := range scenes.ActiveRead[TeamCoinCounter](g.Scene()) {
		if team < 0 {
			team = teamCoins(g.Scene())
		}
		showCoins(g, e, &c.Shown, c.Format, team)
	}
}

// showCoins writes coins in format into e's Text if it differs from shown
// or on the first step, and records it in shown (a field of e's counter),
// marking e when it does.
func showCoins(g *runtime.Game, e *scenes.Entity, shown *int, format string, coins int) {
	if t := scenes.Read[visual.Text](e); t != nil && (coins != *shown || g.Clock().Tick() == 1) {
		e.MarkChanged()
		*shown = coins
		t.Set(fmt.Sprintf(coinFormat(format), coins))
	}
}

func coinFormat(f string) string {
	if f == "" {
		return "Coins: %d"
	}
	return f
}

// playerCoins returns the coins (items named platformer.ItemCoin) of the
// scene's first player, or 0.
func playerCoins(s *scenes.Scene) int {
	for e := range scenes.AllRead[platformer.Player](s) {
		if inv := scenes.Read[items.Inventory](e); inv != nil {
			return inv.Count(platformer.ItemCoin)
		}
	}
	return 0
}

// teamCoins returns the coins of every player of the scene.
func teamCoins(s *scenes.Scene) int {
	n := 0
	for e := range scenes.AllRead[platformer.Player](s) {
		if inv := scenes.Read[items.Inventory](e); inv != nil {
			n += inv.Count(platformer.ItemCoin)
		}
	}
	return n
}

// firstPlayer returns the scene's first entity with a platformer.Player, or nil.
func firstPlayer(s *scenes.Scene) *scenes.Entity {
	for e := range scenes.AllRead[platformer.Player](s) {
		return e
	}
	return nil
}
