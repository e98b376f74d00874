package rendering

import (
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// fastRun is the first phase of a fused walk (flat, with the plan made) for
// the run of roots from i on that are of the common kind: a plain sprite of
// the image its chunk's sprites so far drew (ch.first, whose note look.ok was
// checked), of the layer and Z of the last one (kl), not on the HUD. For each
// it does what flat does, draw for draw, but with the state of the walk held
// in registers rather than in flat's many variables (a loop of fewer values,
// with fewer calls, costs far fewer instructions a sprite), and the corners
// of an unturned sprite through an unturned view worked out the short way
// (axisCorners, written out of its inlined parts). It returns the first root
// it left to flat: to, or one of another kind. The caller sees to it that
// ch.first is look.ok, kl is set and ch.entries > 0.
func (r *Renderer) fastRun(roots []*scenes.Entity, i, to, from int, ch *flatChunk, kl *layerKey, look *imageLook) int {
	f, fz := &r.f, &r.fuse
	plan, pent := r.plan.ents[:to], r.pent[:to]
	qs, seen := fz.qs[from:to], fz.seen[from:to]
	info, path := look.ok, look.okPath
	layer, z, lkey := kl.layer, kl.z, kl.key
	blend, minMove2, blend1 := f.blend, f.minMove2, f.blend >= 1
	still := f.jumpAll || blend1 // f.asIs whatever the transform
	c, clip, axis := &fz.v.c, &fz.v.clip, fz.axis
	n, hi, unsorted, entries := ch.seen, ch.hi, ch.unsorted, ch.entries
	for ; i < to; i++ {
		pe := plan[i]
		s := pe.s
		if s == nil {
			break
		}
		if !sameString(s.Image, path) || // its image is info (see flat)
			s.Layer != layer || math.Float64bits(s.Z) != z || s.HUD {
			break
		}
		// The world matrix: flat's m, but for rootMul when mul is set.
		t, m, mul := pe.t, griff.Affine{}, false
		if still || !t.Moved() || t.Jumped() {
			if t.Rotation() != 0 { // localOf(t), written out
				m = t.Local()
			} else {
				m = unrotated(t.Scale())
				m.X, m.Y = t.Position()[0], t.Position()[1]
			}
		} else if pp, pr, ps := t.Previous(); t.Rotation() == 0 && pr == 0 && unflipped(ps, t.Scale()) &&
			moveBelow(pp, t.Position(), minMove2) {
			// local's way for an unturned root that did not flip and
			// moved less than any limit (with parent the identity, d2 is
			// the move's own), written out: unrotated of the scale
			// between, at the position between.
			m = unrotated(griff.Lerp(ps, t.Scale(), blend))
			pos := griff.Lerp(pp, t.Position(), blend)
			m.X, m.Y, mul = pos[0], pos[1], true
		} else if f.local(roots[i], t, &griff.Identity, &m) {
			m = localOf(t) // drawn as it is
		} else {
			mul = true
		}
		key := lkey
		if s.YSort {
			y := m.Y
			if mul {
				y = float64(0*m.X) + m.Y + 0 // rootMul's
			}
			key |= visual.YKey(y)
		}
		pent[i] = entry{key: key, i: int32(i), kind: kindSprite}
		if key < hi {
			unsorted = true
		}
		hi, entries = key, entries+1
		g := s.Region
		if g.Empty() {
			g = info.whole()
		}
		q := &qs[n]
		x0, y0, x1, y1 := spriteRect(s, g)
		var vis, done bool
		if axis && bothZero(m.B, m.C) {
			// axisCorners, written out (its parts are inlined).
			X0, X1, Y0, Y1 := axisXY(&m, c, x0, y0, x1, y1)
			if done = axisOK(X0, X1, Y0, Y1); done {
				vis = clip.seesBox(setAxisCorners(q, X0, X1, Y0, Y1))
			}
		}
		if !done {
			if mul {
				rootMul(&m)
			}
			vis = spriteCorners(q, &m, x0, y0, x1, y1, c, clip)
		}
		seen[i-from] = 0
		if vis {
			seen[i-from] = seenQuad
		}
		if vis {
			q.Src = spriteSrc(s, g)
			if blend1 { // spriteColoursTo, written out with At's answer at blend 1
				q.Tint = premul(s.Tint.Value())
				q.Flash = drawlist.RGB{R: s.Flash.R, G: s.Flash.G, B: s.Flash.B}
				q.FlashAmount = 0
				if a := s.FlashAmount.Value(); a != 0 { // ±0 clamps to +0
					q.FlashAmount = float32(max(0, min(1, a)))
				}
			} else {
				f.spriteColoursTo(q, s)
			}
			n++
		}
	}
	ch.seen, ch.hi, ch.unsorted, ch.entries = n, hi, unsorted, entries
	return i
}

// unflipped reports whether scales ps and cs have the signs local compares
// (no flip between them).
func unflipped(ps, cs griff.Vec) bool {
	return (ps[0] < 0) == (cs[0] < 0) && (ps[1] < 0) == (cs[1] < 0)
}

// moveBelow reports whether the move from p to c is finite and, squared, at
// most min2 (local's d2 of a root, no more than f.minMove2: no jump).
func moveBelow(p, c griff.Vec, min2 float64) bool {
	dx, dy := c[0]-p[0], c[1]-p[1]
	return float64(dx*dx)+float64(dy*dy) <= min2
}

// bothZero reports whether a and b are zeros of either sign (a == 0 && b ==
// 0), asked of their bits at once.
func bothZero(a, b float64) bool {
	return (math.Float64bits(a)|math.Float64bits(b))<<1 == 0
}
