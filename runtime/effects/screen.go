package effects

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// screenEffects is runtime.StepScreenEffects: it moves every active screen
// effect's shown amount towards its target, in game time, or while the
// gameplay is paused (the step keeps running then) in real time, 1/StepRate
// seconds a step, since game time stands still under a pause menu.
func screenEffects(g *runtime.Game) {
	paused := g.GameplayPaused()
	dt := g.Clock().DeltaSeconds()
	if paused {
		dt = 1 / float64(g.Clock().StepRate())
	}
	tick := g.Clock().Tick()
	for e, fx := range scenes.ActiveRead[visual.ScreenEffect](g.Scene()) {
		// Read-only: an effect at its amount is not written, so a Timeline
		// shares its record.
		if !fx.Started {
			e.MarkChanged()
			fx.Started = true
			fx.Shown.Snap(effectOff(fx))
		}
		if next, ok := movedEffect(fx, paused, dt); ok {
			e.MarkChanged()
			fx.Shown.Set(tick, next)
		}
	}
}

// effectOff returns the amount that shows nothing for fx's kind: 0, or 1
// for pixelate.
func effectOff(fx *visual.ScreenEffect) float64 {
	if fx.Effect == visual.EffectPixelate {
		return 1
	}
	return 0
}

// movedEffect returns the amount fx shows after a step of dt seconds, and
// whether it differs from what it shows now: towards its Amount (clamped),
// or towards off when it is WhilePaused and the gameplay is not paused, by
// the whole range over FadeSeconds a second (at once without a fade).
func movedEffect(fx *visual.ScreenEffect, paused bool, dt float64) (float64, bool) {
	off, hi := effectOff(fx), 1.0
	if fx.Effect == visual.EffectPixelate {
		hi = visual.MaxPixelate
	}
	want, _ := bound(fx.Amount, off, hi, off)
	if fx.WhilePaused && !paused {
		want = off
	}
	cur := fx.Shown.Value()
	next := want
	if fx.FadeSeconds > 0 {
		step := (hi - off) * dt / fx.FadeSeconds
		if cur < want {
			next = min(want, cur+step)
		} else {
			next = max(want, cur-step)
		}
	}
	return next, next != cur
}
