package hud

import (
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// MaxSize is the largest HUD size or gap worth drawing, in logical pixels:
// 16,384, past any screen. Larger ones warn.
const MaxSize = 16384

// MaxDigits is the most digits a Counter pads to: 20, the digits of the
// largest int64. More warn.
const MaxDigits = 20

// checkValues warns about the numbers of e's HUD elements that make no sense
// (negative or non-finite sizes, a negative rate, padding, row length or
// pip count), once when a scene comes in, naming e and the component. The
// values are left as they are: drawing already treats them as the defaults
// or as nothing to draw, so the warning is what changes.
func checkValues(g *runtime.Game, sc *scenes.Scene) {
	warn := func(e *scenes.Entity, comp, format string, args ...any) {
		g.Problems().Warn(e, comp, "hud: "+format, args...)
	}
	for e, b := range scenes.ActiveRead[Bar](sc) {
		if bad := badSize(b.Size); bad != "" {
			warn(e, "Griff.HudBar", "size %v %s; the default 100×8 is drawn", b.Size, bad)
		}
		if !finite(b.Value) || !finite(b.Max) || !finite(b.TrailSpeed) {
			warn(e, "Griff.HudBar", "value %v, max %v or trailSpeed %v is not a finite number", b.Value, b.Max, b.TrailSpeed)
		}
	}
	for e, c := range scenes.ActiveRead[Counter](sc) {
		if c.Digits < 0 || c.Digits > MaxDigits {
			warn(e, "Griff.HudCounter", "digits %d is not in 0..%d; the count is not padded past %d", c.Digits, MaxDigits, max(0, min(c.Digits, MaxDigits)))
		}
	}
	for e, p := range scenes.ActiveRead[Pips](sc) {
		if bad := badSize(p.Size); bad != "" {
			warn(e, "Griff.HudPips", "size %v %s; the default 12×12 is drawn", p.Size, bad)
		}
		if !finite(p.Gap) || p.Gap < 0 || p.Gap > MaxSize {
			warn(e, "Griff.HudPips", "gap %v is not in 0..%d", p.Gap, MaxSize)
		}
		if p.PerRow < 0 {
			warn(e, "Griff.HudPips", "perRow %d is negative; the pips stay in one row", p.PerRow)
		}
		if p.Source.Output == "" && p.Value < 0 {
			warn(e, "Griff.HudPips", "value %d is negative; no pip is on", p.Value)
		}
	}
	for e, t := range scenes.ActiveRead[Typewriter](sc) {
		if !finite(t.Rate) || t.Rate < 0 {
			warn(e, "Griff.HudTypewriter", "rate %v is not a number of characters a second >= 0", t.Rate)
		}
	}
}

// badSize says what is wrong with a size in logical pixels, or "".
func badSize(v griff.Vec) string {
	switch {
	case !finite(v[0]) || !finite(v[1]):
		return "is not finite"
	case v[0] < 0 || v[1] < 0:
		return "is negative"
	case v[0] > MaxSize || v[1] > MaxSize:
		return "is larger than 16384"
	}
	return ""
}

func finite(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }
