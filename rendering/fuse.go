package rendering

import (
	"slices"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// A fused walk is a flat walk (flat.go) whose first phase works each plain
// sprite out into its quad of the world pass at once, camera applied, written
// straight into the list's spare capacity, with no sprite record between:
// chunk c's quads start at quad c×ChunkSize, those the view can see one after
// the other. The list is then handed them chunk by chunk (List.AddQuads, which
// copies nothing while no quad was culled), draw for draw what the pass would
// have written.
//
// That is only the pass's list when the pass would be direct (see pass): one
// view, nothing on the HUD, every entry a sprite and in order; and here, every
// entry a plain sprite root's (a root walked in the second phase drew
// nothing). So the view is worked out before the walk (predictView: the one
// active camera's, its entity's transform interpolated as walk does, or the
// whole screen's with no camera), and a build tries the fused walk only when
// the last build's world pass was so (fuse.hint): a scene keeps its shape
// from frame to frame. If after the walk the view is not the one predicted or
// the pass would not be direct, unfuse works out the sprite records the
// first phase skipped and the build goes on as an unfused one: the same list,
// at the cost of the first phase done twice on that frame.
type fuse struct {
	on     bool            // this build's flat walk is fused
	hint   bool            // the last build's world pass was direct, from plain sprite roots alone
	walked bool            // a root walked in the second phase drew something
	v      view            // the view predicted
	axis   bool            // v's matrix suits axisCorners (axisView)
	qs     []drawlist.Quad // the list's spare capacity, by root (fused)
	// seen is by root (fused): seenQuad if its quad was written,
	// seenImplied if its entry in Renderer.pent was not (see implied).
	seen []uint8
	// owedFrom and owedTo are the roots whose entries (Renderer.pent, those
	// of plain sprites) a fused walk's second phase left out of
	// Renderer.order: a fused walk that holds needs no order (emitFused),
	// so they are put in only if a root walked in the second phase draws
	// something (before its entries) or the walk is undone (unfuse). See
	// payOrder.
	owedFrom, owedTo int

	fused, unfused uint64 // builds whose fused walk held, and those undone (for tests)
}

// startFuse decides whether the flat walk of n roots of scene s is fused and
// sets it up.
func (r *Renderer) startFuse(s *scenes.Scene, n int) {
	fz := &r.fuse
	fz.on, fz.walked = false, false
	if !fz.hint {
		return
	}
	v, ok := r.predictView(s)
	if !ok {
		return
	}
	fz.on, fz.v, fz.axis = true, v, axisView(&v.c)
	fz.qs = r.f.list.Spare(max(n, r.pass.most))[:n]
	fz.seen = slices.Grow(fz.seen[:0], n)[:n]
}

// predictView returns the view the walk will find: the view of the one active
// camera that covers some of the screen, or the whole screen's with none; false
// with more than one, or one whose entity is more than 32 deep.
func (r *Renderer) predictView(s *scenes.Scene) (view, bool) {
	var ce *scenes.Entity
	var cam *visual.Camera
	for e, c := range scenes.ActiveRead[visual.Camera](s) {
		if _, _, ok := r.viewport(c); !ok {
			continue
		}
		if ce != nil {
			return view{}, false
		}
		ce, cam = e, c
	}
	if ce == nil {
		return r.screenView(), true
	}
	m, ok := r.f.interpWorld(ce)
	if !ok {
		return view{}, false
	}
	return r.viewOf(cam, m)
}

// interpWorld returns e's interpolated world transform as walk works it out,
// or false if e is more than 32 deep.
func (f *frame) interpWorld(e *scenes.Entity) (griff.Affine, bool) {
	var chain [32]*scenes.Entity
	n := 0
	for x := e; x != nil; x = x.Parent() {
		if n == len(chain) {
			return griff.Affine{}, false
		}
		chain[n] = x
		n++
	}
	parent, exact := griff.Identity, true
	for k := n - 1; k >= 0; k-- {
		x := chain[k]
		t := x.Transform()
		var local griff.Affine
		asIs := f.asIs(t) || f.local(x, t, &parent, &local)
		var m griff.Affine
		switch {
		case asIs && exact:
			m = t.World()
		case asIs:
			m = parent.Mul(t.Local())
		default:
			m = parent.Mul(local)
		}
		parent, exact = m, exact && asIs
	}
	return parent, true
}

// fuseHolds reports whether the fused walk's quads are the world pass's: the
// views are the one predicted and the pass would be direct.
func (r *Renderer) fuseHolds() bool {
	fz := &r.fuse
	return len(r.views) == 1 && r.views[0].c == fz.v.c && r.views[0].clip == fz.v.clip &&
		r.hudEntries == 0 && r.others == 0 && !fz.walked && r.chunksInOrder()
}

// chunksInOrder reports whether the sort keys of the flat walk's plain sprites
// are in order (inOrder of the renderer's order when they are all it holds).
func (r *Renderer) chunksInOrder() bool {
	var last uint64
	for c := range r.chunks {
		ch := &r.chunks[c]
		if ch.entries == 0 {
			continue
		}
		if ch.unsorted || ch.lo < last {
			return false
		}
		last = ch.hi
	}
	return true
}

// emitFused hands the list the quads of a fused walk's chunks: the world pass.
func (r *Renderer) emitFused() {
	fz, list := &r.fuse, r.f.list
	r.pass.most = max(r.pass.most, len(fz.qs))
	for c := range r.chunks {
		ch := &r.chunks[c]
		from := c * ChunkSize
		if ch.uniform {
			list.AddQuads(drawlist.OpSprites, ch.tex, fz.qs[from:from+int(ch.seen)])
			continue
		}
		// Runs of the chunk's quads of one texture.
		k, run := from, from
		var tex drawlist.TextureID
		for i, mark := range fz.seen[from:min(from+ChunkSize, len(fz.seen))] {
			if mark&seenQuad == 0 {
				continue
			}
			t := r.stex[from+i]
			if k > run && t != tex {
				list.AddQuads(drawlist.OpSprites, tex, fz.qs[run:k])
				run = k
			}
			tex = t
			k++
		}
		list.AddQuads(drawlist.OpSprites, tex, fz.qs[run:k])
	}
	fz.qs = nil // keep no hold on the list
}

// owe records that the entries of roots from..to-1 (after any owed before:
// the roots in between draw nothing) are owed to the order.
func (fz *fuse) owe(from, to int) {
	if fz.owedFrom == fz.owedTo {
		fz.owedFrom = from
	}
	fz.owedTo = to
}

// payOrder puts the entries owed of the roots before upTo into the order at
// place at, before the entries from at on (those a root walked in the second
// phase drew), in hierarchy order, and owes none of them any more. It makes
// no allocation once the order has grown to the frame's size.
func (r *Renderer) payOrder(at, upTo int) {
	fz := &r.fuse
	end := min(fz.owedTo, upTo)
	if fz.owedFrom >= end {
		return
	}
	drawn := len(r.order)
	for k := fz.owedFrom; k < end; k++ {
		if r.fuse.seen[k]&seenImplied != 0 {
			r.order = append(r.order, r.implied(k))
		} else if en := &r.pent[k]; en.i == int32(k) { // a plain sprite's
			r.order = append(r.order, *en)
		}
	}
	if at < drawn { // rotate the entries drawn after them behind them
		slices.Reverse(r.order[at:drawn])
		slices.Reverse(r.order[drawn:])
		slices.Reverse(r.order[at:])
	}
	fz.owedFrom = end
	if end == fz.owedTo {
		fz.owedFrom, fz.owedTo = 0, 0
	}
}

// unfuse works out the sprite records and texture ids a fused walk's first
// phase left out, as an unfused one would have: the build then goes on as an
// unfused one.
func (r *Renderer) unfuse(roots []*scenes.Entity) {
	f := &r.f
	r.payOrder(len(r.order), len(roots))
	for c := range r.chunks {
		ch := &r.chunks[c]
		from, to := c*ChunkSize, min((c+1)*ChunkSize, len(roots))
		if ch.uniform {
			for i := range r.stex[from:to] {
				r.stex[from+i] = ch.tex
			}
		}
		for i := from; i < to; i++ {
			if r.fuse.seen[i]&seenImplied != 0 {
				r.pent[i] = r.implied(i) // as an unfused walk writes it
			} else if r.pent[i].i != int32(i) {
				continue // not a plain sprite
			}
			var look imageLook
			s, info, _ := r.plainIn(r.plan.ents[i], &look)
			g := s.Region
			if g.Empty() {
				g = info.whole()
			}
			rec := &r.sprites[i]
			f.rootWorld(roots[i], r.plan.ents[i].t, &rec.m)
			f.spriteBody(s, rec, g)
		}
	}
	r.fuse.qs = nil
}

// Marks of a root in fuse.seen.
const (
	seenQuad    uint8 = 1 << iota // its quad was written (the view sees it)
	seenImplied                   // a plain sprite whose entry was not written
)

// implied returns the entry of root i of a fused walk marked seenImplied: a
// plain sprite without YSort, off the HUD, whose key is its sprite's
// LayerKey. stillRun, which writes the entries of most sprites, does not
// write such an entry, as a fused walk that holds never reads it (it needs
// no order): 16 bytes a sprite fewer written, a quarter of a cache line. The
// entry is made here when the order is paid (payOrder, and unfuse through
// it) and when the walk is undone (unfuse writes it, as an unfused walk
// would); takeChunk reads only the mark.
func (r *Renderer) implied(i int) entry {
	return entry{key: r.plan.ents[i].s.LayerKey(), i: int32(i), kind: kindSprite}
}
