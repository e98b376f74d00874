// Package game is the Go code of a Griff game made from the "hello" template:
// a component (Walker), the system that moves it (with one step), the input
// actions it reads, and an arc (Countdown, a script that pauses). The module
// it registers, "game", is what project.griff names in "modules", so the
// player adds this code to the game.
package game

import (
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/scripts"
	"github.com/griffengine/griff/scenes"
)

// Walker is a component: it makes its entity walk where the arrow keys (or
// WASD) point. Scene files name it "Game.Walker":
//
//	"components": {"Game.Walker": {"speed": 120}}
type Walker struct {
	// Speed is how fast the entity walks, in world units (pixels, with the
	// camera's default zoom) per second. 0 means DefaultSpeed.
	Speed float64 `json:"speed,omitempty"`
}

// DefaultSpeed is the speed of a Walker whose Speed is 0, in world units per
// second.
const DefaultSpeed = 120

// StepWalk is the step that moves every Walker. Steps have ids so systems can
// put theirs before or after another's.
var StepWalk = runtime.NewStep("Walk")

// walkSystem owns the Walker components. A system adds steps to the frame when
// the game starts; this one keeps no state of its own (a Walker holds
// everything it needs).
type walkSystem struct{}

func (walkSystem) Name() string { return "Walk" }

// Setup puts the walk step in the logic phase, where gameplay decides what
// moves, once every fixed step (60 a second unless project.griff says
// otherwise).
func (walkSystem) Setup(g *runtime.Game) error {
	g.AddStep(StepWalk, runtime.InPhase(runtime.PhaseLogic), walk)
	return nil
}

// walk moves every active Walker by its speed for one step, in the direction
// the held arrow keys point.
func walk(g *runtime.Game) {
	in := g.Input()
	seconds := g.Clock().DeltaSeconds() // how long one step lasts in game time
	// EachRead, not Each: the walk only reads the Walker (SetPosition
	// below records the move itself), so a Timeline or a save keeps the
	// Walker's record from the step before instead of writing it again.
	for e, w := range runtime.EachRead[Walker](g) {
		speed := w.Speed
		if speed == 0 {
			speed = DefaultSpeed
		}
		// Axis is 1 while a key of the action is held, else 0; player 0
		// is the first local player.
		x := in.Axis(0, "right") - in.Axis(0, "left")
		y := in.Axis(0, "down") - in.Axis(0, "up") // y grows downwards
		p := e.Transform().Position()
		// float64(...) rounds the product before it is added, so every
		// machine computes the same bits and recorded games replay exactly.
		p[0] += float64(x * speed * seconds)
		p[1] += float64(y * speed * seconds)
		e.Transform().SetPosition(p)
	}
}

// controls returns the input actions the game reads, with their default keys
// and buttons. project.griff may rebind them in "controls".
func controls() *input.Controls {
	key, pad := input.KeyBinding, input.PadBinding
	c := &input.Controls{}
	c.Bind("left", key(input.KeyArrowLeft), key(input.KeyA), pad(input.PadDpadLeft))
	c.Bind("right", key(input.KeyArrowRight), key(input.KeyD), pad(input.PadDpadRight))
	c.Bind("up", key(input.KeyArrowUp), key(input.KeyW), pad(input.PadDpadUp))
	c.Bind("down", key(input.KeyArrowDown), key(input.KeyS), pad(input.PadDpadDown))
	return c
}

// init runs when the program starts: it tells Griff about the component, the
// arc and the module, by the names scene files and project.griff use.
func init() {
	scenes.Register[Walker]("Game.Walker")
	scripts.RegisterArcNamed[Countdown]("game.Countdown")
	runtime.RegisterModule(runtime.Module{
		Name:     "game",
		Summary:  "the game's own Go code: a Walker moved by the arrow keys and a countdown",
		Systems:  func() []runtime.System { return []runtime.System{walkSystem{}} },
		Controls: controls,
	})
}
