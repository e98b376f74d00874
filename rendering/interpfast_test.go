package rendering_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// generalLocal is the interpolated local matrix by its definition (see the
// renderer's local): griff.TRS of the position and scale between and the
// rotation between, with the turn taken modulo 2π.
func generalLocal(t *scenes.Transform, blend float64) griff.Affine {
	pp, pr, ps := t.Previous()
	cp, cr, cs := t.Position(), t.Rotation(), t.Scale()
	dr := math.Remainder(cr-pr, 2*math.Pi)
	return griff.TRS(griff.Lerp(pp, cp, blend), pr+float64(dr*blend), griff.Lerp(ps, cs, blend))
}

func affineBits(m griff.Affine) [6]uint64 {
	return [6]uint64{math.Float64bits(m.A), math.Float64bits(m.B), math.Float64bits(m.C),
		math.Float64bits(m.D), math.Float64bits(m.X), math.Float64bits(m.Y)}
}

// TestInterpolationFastPathIsGeneral draws roots of random transforms that
// moved, turned or not (from 0 or another angle), and scaled or not (some by
// negative or zero scales), at random blends, and checks that the matrix each
// is drawn with has the same bits as the general interpolation's, and that
// each of the renderer's shorter ways was taken; and that the local matrix of
// a transform drawn as it is (the flat walk's localOf) is Local's.
func TestInterpolationFastPathIsGeneral(t *testing.T) {
	const n = 600
	f := newFixture(t, 1)
	r := griff.NewRand(11)
	scales := []float64{1, 2, 0.5, -1, -0.75, 0, 3.25}
	es := make([]*scenes.Entity, n)
	for i := range es {
		e := f.entity(fmt.Sprint("E", i), nil, griff.V(r.FloatRange(0, 300), r.FloatRange(0, 200)))
		tr := e.Transform()
		if i%3 != 0 {
			tr.SetRotation(r.FloatRange(-10, 10))
		}
		tr.SetScale(griff.V(scales[r.IntN(len(scales))], scales[r.IntN(len(scales))]))
		scenes.Add(e, visual.Sprite{Image: "runner.png", Region: visual.Region{W: 10, H: 10}})
		es[i] = e
	}
	scenes.Add(f.entity("Camera", nil, griff.V(150, 100)), visual.Camera{})
	f.settle()
	f.step(func(*runtime.Game) {
		for i, e := range es {
			tr := e.Transform()
			tr.Move(griff.V(r.FloatRange(-3, 3), r.FloatRange(-3, 3)))
			if i%5 == 1 {
				tr.SetRotation(tr.Rotation() + r.FloatRange(-1, 1))
			}
			if i%7 < 3 {
				s := tr.Scale()
				tr.SetScale(griff.V(float64(s[0]*r.FloatRange(0.5, 2)), float64(s[1]*r.FloatRange(0.5, 2))))
			}
		}
	})
	var drawn, unturned, unrotatedScaled, turnedScaled int
	for k := range 40 {
		blend := r.Float64()
		if k == 0 {
			blend = 0
		}
		for _, e := range es {
			got, asIs := rendering.LocalBetween(f.r, f.g, e, blend)
			if asIs {
				continue
			}
			tr := e.Transform()
			_, pr, ps := tr.Previous()
			want := generalLocal(tr, blend)
			if affineBits(got) != affineBits(want) {
				t.Fatalf("%s at blend %v: drawn with %+v, want %+v", e.Name(), blend, got, want)
			}
			drawn++
			if pr == tr.Rotation() {
				unturned++
				if ps != tr.Scale() {
					if pr == 0 {
						unrotatedScaled++
					} else {
						turnedScaled++
					}
				}
			}
		}
	}
	// A transform drawn as it is: localOf is Local, bit for bit, turned or
	// not, for a rotation of -0, and for one turned back to 0 after its sine
	// and cosine were worked out.
	back := f.entity("Back", nil, griff.V(1, 2))
	back.Transform().SetRotation(0.7)
	back.Transform().Local()
	back.Transform().SetRotation(0)
	negZero := f.entity("NegZero", nil, griff.V(3, 4))
	negZero.Transform().SetRotation(math.Copysign(0, -1))
	negZero.Transform().SetScale(griff.V(-2, math.Copysign(0, -1)))
	var zero, turned int
	for _, e := range append(es, back, negZero) {
		tr := e.Transform()
		if got, want := rendering.LocalOf(tr), tr.Local(); affineBits(got) != affineBits(want) {
			t.Fatalf("%s drawn as it is with %+v, want Local's %+v", e.Name(), got, want)
		}
		if tr.Rotation() == 0 {
			zero++
		} else {
			turned++
		}
	}
	if zero < 3 || turned == 0 {
		t.Errorf("localOf checked on %d unturned and %d turned transforms: too few of some case", zero, turned)
	}
	if drawn < 40*n/2 || unturned < drawn/2 || unrotatedScaled == 0 || turnedScaled == 0 {
		t.Errorf("%d drawn between steps, %d not turned (%d scaled unrotated, %d scaled rotated): too few of some case",
			drawn, unturned, unrotatedScaled, turnedScaled)
	}
}
