package rendering

import (
	"unsafe"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// fastRuns is fastRun for the run of common roots from i on (see fastRun),
// the commonest of them through a narrower loop when the view is unturned
// (fuse.axis): stillRun, told whether the frame draws every transform as
// it is (f.asIs whatever the transform: blend 1, or every transform
// jumped). It takes unturned sprites, and fastRun, one at a time, those it
// leaves. It returns the first root it left to flat: to, or
// one of another kind.
func (r *Renderer) fastRuns(roots []*scenes.Entity, i, to, from int, ch *flatChunk, kl *layerKey, look *imageLook) int {
	if !r.fuse.axis {
		return r.fastRun(roots, i, to, from, ch, kl, look)
	}
	still := r.f.jumpAll || r.f.blend >= 1
	for i < to {
		i = r.stillRun(i, to, from, ch, kl, look, still)
		if i == to {
			break
		}
		j := r.fastRun(roots, i, i+1, from, ch, kl, look) // the long way, one root
		if j == i {
			break // of another kind
		}
		i = j
	}
	return i
}

// stillRun is fastRun for the run of roots from i on through an unturned
// view, of sprites whose transforms are not turned: their corners the short
// way (axisCorners). When still is set the frame draws every transform as it
// is (f.asIs whatever the transform: blend 1, or every transform jumped);
// otherwise it is drawn between steps (blend below 1, not every transform
// jumped), and a sprite whose transform is drawn as it is (not moved, or
// jumped) is drawn there, and one that moved a little without turning or
// flipping at its position and scale interpolated, fastRun's way (local's,
// written out), whose world matrix is the identity times that (rootMul: its
// y-sort key reads rootMul's Y; the short way's corners are the same bits).
// It leaves to the caller the first root it does not take, or whose corners
// the short way refuses, and returns its index (or to). The per-run
// decisions fastRun makes per sprite are made by fastRuns once, and the loop
// holds few values: 10k movers at blend 1 cost 351 instructions a sprite
// through fastRun and 262 through stillRun, at blend 0.5 392 (cachegrind,
// the build's own functions). It was two near-copies, one for each kind of
// frame (270 and 417 instructions a sprite), until they were folded into
// one loop (267 and 415); the sprite's tests were one condition until they
// were split and Z's bits read as an integer (bitsAt): 258 and 405; the
// interpolation worked on Vecs until it took their numbers: 259 and 390;
// the corners are written field by field: 268 and 397; and the image note
// is not asked of a sprite of the run's image (see flat): 262 and 392.
//
// The loop is short of registers (values spilled to the stack and read
// back each sprite), and small rewrites move its count either way (counting
// entries by i-start instead of one a sprite: 3 more, cachegrind, 10k
// movers at blend 1). Fewer instructions are not always faster: the corners
// written field by field (setAxisCorners) cost 9 more and took 0.92 to 0.94
// times as long, as the composite literal they replace was copied by loads
// that waited for the stores that built it (see setAxisCorners).
func (r *Renderer) stillRun(i, to, from int, ch *flatChunk, kl *layerKey, look *imageLook, still bool) int {
	fz, f := &r.fuse, &r.f
	plan, pent, seen := r.plan.ents[:to], r.pent[:to], fz.seen[:to]
	qs := fz.qs[from:to]
	info, path := look.ok, look.okPath
	layer, z, lkey := kl.layer, kl.z, kl.key
	blend, minMove2, blend1 := f.blend, f.minMove2, f.blend >= 1
	c, clip := &fz.v.c, &fz.v.clip
	n, hi, unsorted, entries := ch.seen, ch.hi, ch.unsorted, ch.entries
	for ; i < to; i++ {
		pe := plan[i]
		s, t := pe.s, pe.t
		if s == nil {
			break
		}
		// One test a statement: as one condition (with || between), the
		// compiler kept some parts' answers as bytes on the stack.
		if !sameString(s.Image, path) { // its image is info (see flat)
			break
		}
		if s.Layer != layer || bitsAt(&s.Z) != z || s.HUD {
			break
		}
		if t.Rotation() != 0 {
			break
		}
		// The world matrix is localOf(t) of an unturned t (as fastRun),
		// of which the short way reads A, D, X and Y; its B and C are zeros
		// (what fastRun asks) whenever axisOK holds, as an infinite or NaN
		// scale makes a corner so. Between steps, mul says it is rootMul's.
		var ma, md, mx, my float64
		mul := false
		if still || !t.Moved() || t.Jumped() {
			ma, md = unrotatedAD(t.Scale())
			mx, my = t.PositionXY()
		} else {
			// griff.Lerp, a number at a time (the same sums): a Vec (an
			// array of two) is kept in memory, and each Lerp's was copied
			// by a 16-byte load from the two 8-byte stores that wrote it,
			// which the processor cannot forward from the stores, so it
			// waited for them: BuildMovers_10k_Blend took 31-42 ns a
			// sprite of CPU time, 21 once this took numbers (0.67x and
			// 1/1.49x, 7 rounds interleaved in each order; 100k 0.72x and
			// 1/1.42x), for 4% fewer instructions.
			pp, pr, ps := t.Previous()
			cs := t.Scale()
			cx, cy := t.PositionXY()
			if pr != 0 || !unflipped(ps, cs) || !moveBelow(pp, griff.Vec{cx, cy}, minMove2) {
				break
			}
			ma, md = unrotatedAD(griff.Vec{ps[0] + float64((cs[0]-ps[0])*blend), ps[1] + float64((cs[1]-ps[1])*blend)})
			mx, my, mul = pp[0]+float64((cx-pp[0])*blend), pp[1]+float64((cy-pp[1])*blend), true
		}
		g := s.Region
		if g.Empty() {
			g = info.whole()
		}
		x0, y0, x1, y1 := spriteRect(s, g)
		X0, X1, Y0, Y1 := axisXYOf(ma, md, mx, my, c, x0, y0, x1, y1)
		if !axisOK(X0, X1, Y0, Y1) {
			break
		}
		// The entry of a sprite without YSort is implied (seenImplied):
		// its key is lkey, and it is not written.
		key, mark := lkey, seenImplied
		if s.YSort {
			y := my
			if mul {
				y = float64(0*mx) + my + 0 // rootMul's
			}
			key |= visual.YKey(y)
			pent[i] = entry{key: key, i: int32(i), kind: kindSprite}
			mark = 0
		}
		if key < hi {
			unsorted = true
		}
		hi, entries = key, entries+1
		q := &qs[n]
		vis := clip.seesBox(setAxisCorners(q, X0, X1, Y0, Y1))
		if vis {
			mark |= seenQuad
		}
		seen[i] = mark
		if vis {
			q.Src = spriteSrc(s, g)
			if blend1 { // as fastRun
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

// unrotatedAD returns unrotated(scale)'s A and D (its B and C are 0 times
// the scale's).
func unrotatedAD(scale griff.Vec) (a, d float64) {
	m := unrotated(scale)
	return m.A, m.D
}

// bitsAt returns math.Float64bits(*p), read from memory as an integer: in
// stillRun's test of a sprite's Z, math.Float64bits(s.Z) loaded Z into a
// floating-point register and stored it on the stack to compare it.
func bitsAt(p *float64) uint64 { return *(*uint64)(unsafe.Pointer(p)) }
