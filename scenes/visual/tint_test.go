package visual_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes/visual"
)

// TestMultiplyTint: each drawable's colour is multiplied channel by channel,
// its default (zero) read as opaque white; a sprite's tint is snapped.
func TestMultiplyTint(t *testing.T) {
	half := griff.Color{R: 1, G: 0.5, B: 1, A: 0.5}
	sp := visual.Sprite{Tint: visual.NewSmoothed(griff.Color{R: 0.5, G: 1, B: 1, A: 1})}
	sp.MultiplyTint(half)
	if got, want := sp.Tint.Value(), (griff.Color{R: 0.5, G: 0.5, B: 1, A: 0.5}); got != want || sp.Tint.Previous() != want {
		t.Errorf("sprite tint %v (previous %v), want %v snapped", got, sp.Tint.Previous(), want)
	}
	var tm visual.Tilemap
	tm.MultiplyTint(half)
	var sh visual.Shape
	sh.MultiplyTint(half)
	tx := visual.Text{Color: griff.Color{R: 0, G: 0, B: 0, A: 1}}
	tx.MultiplyTint(half)
	if tm.Tint != half || sh.Color != half || tx.Color != (griff.Color{A: 0.5}) {
		t.Errorf("tilemap %v, shape %v, text %v; want %v, %v and black at 0.5", tm.Tint, sh.Color, tx.Color, half, half)
	}
}
