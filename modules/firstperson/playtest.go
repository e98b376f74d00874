package firstperson

import (
	"math"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// levelReport is what a playtest report says about the level played.
type levelReport struct {
	// Phase is "load", "play", "won" or "dead".
	Phase string `json:"phase"`
	// Cell is the player's cell (x, y) and Facing the way they look, in
	// whole degrees (0 east, 90 south: y grows down).
	Cell   [2]int `json:"cell"`
	Facing int    `json:"facing"`
	Health int    `json:"health"`
	Ammo   int    `json:"ammo"`
	// Keys are the colours held: "red", "blue".
	Keys []string `json:"keys,omitempty"`
	// Kills of Enemies, Found of Items (pickups and keys), and Steps played.
	Kills   int `json:"kills"`
	Enemies int `json:"enemies"`
	Found   int `json:"found"`
	Items   int `json:"items"`
	Steps   int `json:"steps"`
	// Chasing counts the living enemies that have seen the player.
	Chasing int    `json:"chasing"`
	Message string `json:"message,omitempty"`
}

var phaseNames = [...]string{PhaseLoad: "load", PhasePlay: "play", PhaseWon: "won", PhaseDead: "dead"}

// PlaytestReport reports the level played (runtime.PlaytestReporter)
// under the name "level": its phase, the player's cell, facing, health,
// ammo and keys, kills and items found of how many, and the enemies
// chasing.
func (s *system) PlaytestReport(g *runtime.Game, dst []runtime.PlaytestFact) []runtime.PlaytestFact {
	for e, l := range scenes.Active[Level](g.Scene()) {
		r := levelReport{Phase: "unknown", Cell: [2]int{int(math.Floor(l.X)), int(math.Floor(l.Y))},
			Facing: int(math.Round(l.Angle * 180 / pi)), Health: l.Health, Ammo: l.Ammo,
			Kills: l.Kills, Enemies: len(l.Enemies), Found: l.Found, Steps: l.Steps}
		if int(l.Phase) < len(phaseNames) {
			r.Phase = phaseNames[l.Phase]
		}
		if l.misfit() != "" {
			r.Cell = [2]int{-1, -1}
		}
		if l.Keys&KeyRed != 0 {
			r.Keys = append(r.Keys, "red")
		}
		if l.Keys&KeyBlue != 0 {
			r.Keys = append(r.Keys, "blue")
		}
		for _, en := range l.Enemies {
			if en.State != EnemyIdle && en.State != EnemyDead {
				r.Chasing++
			}
		}
		for _, p := range l.Pickups {
			if p.Kind != ThingBarrel && p.Kind != ThingLamp {
				r.Items++
			}
		}
		if l.MessageSteps > 0 {
			r.Message = l.Message
		}
		return append(dst, runtime.PlaytestFact{Subject: e.String(), Name: "level", Value: r})
	}
	return dst
}
