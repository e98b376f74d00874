package rendering

import (
	"math"
	"slices"
	"sync/atomic"
	"unsafe"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// FlatMin is the number of root entities from which Build walks the roots in
// two phases (the flat walk): first each root that is a plain sprite (a leaf
// entity with one visual.Sprite whose image the renderer already knows, and
// otherwise only components that draw nothing), worked out on its own, shared
// among Options.Workers goroutines in chunks of ChunkSize from ParallelMin
// roots on; then, in hierarchy order on the calling goroutine, those results
// taken in and every other root walked as before. The list is the same as the
// one-phase walk's, draw for draw.
const FlatMin = 256

// Marks in the entry of a root (Renderer.pent) that is no sprite record.
const (
	preWalk = -1 // the root is not a plain sprite: the second phase walks it
	preNone = -2 // the root draws nothing (inactive, or no drawable)
)

// flatChunk is what the first phase of the flat walk found in one chunk of
// ChunkSize roots (chunk c is roots c×ChunkSize onwards). Root i's entry is
// Renderer.pent[i] (its sprite's record Renderer.sprites[i]), with i preWalk or
// preNone for a root without such a sprite. Its sprite's image is first, or
// Renderer.pinfo[i] where that differs (nil elsewhere, so a chunk of one image
// writes no pointers): the second phase asks for its texture id, as the list
// numbers textures in the order they are first drawn.
type flatChunk struct {
	first   *imageInfo // the image of the chunk's first sprite (until the second phase)
	huds    int32      // how many of its sprites are on the HUD
	seen    int32      // fused: how many quads it wrote (those the view can see)
	entries int32      // how many of its roots are plain sprites
	lo, hi  uint64     // the sort keys of its first and last plain sprites
	tex     drawlist.TextureID
	uniform bool // every root a plain sprite of first's image, whose texture is tex
	// unsorted: its plain sprites' keys are not in order (as inOrder finds).
	unsorted bool
}

// layerKey is the layer part of a sort key (visual.DrawOrder.LayerKey) for a
// layer and Z (its bits).
type layerKey struct {
	layer int
	z     uint64
	key   uint64
	ok    bool
}

// flatWalk is the first phase of a flat walk, shared with the helpers.
//
// A helper joins the walk only while its gate is open: the calling goroutine
// closes it once no chunk is left and waits for the helpers that joined, not
// for those the system had not run by then (on a busy machine a helper may
// start a scheduler's time slice late, and the walk would wait that long for
// nothing). A helper handed the walk too late returns at once; one handed it
// for an earlier build that starts during a later one joins that one.
//
// Where a 2-worker walk's time goes (100k movers at blend 1, bench/compare's
// scene, on its 2-core machine, means of 200 builds): the work outside the
// first phase is some 0.25% of a build's instructions at 100k (takeChunk,
// emitFused: 65k of 26.2M) and 2% at 10k (53k of 2.67M, most of it the one
// chunk that is not uniform, the camera's); the helper takes its first chunk
// 125 to 160 µs after Build begins (the system waking its thread: a goroutine
// blocked on a channel took 75 to 120 µs to run on the same machine, idle),
// while the caller walks ~8% of the roots alone; the two finish within a few
// µs of each other, and the caller waits ~11 µs at the gate. So a 2-worker
// build of 100k came 1.75 to 1.88 times sooner than a 1-worker one, built in
// a row, and 1.95 times cold (64 MiB written before each), at 1.03 to 1.05
// times the CPU. At 10k (~155 µs a build) the helper takes 2 or 3 of the 10
// chunks, yet the build comes no sooner, at 1.35 times the CPU: presumably
// as a 10k build's data (a few MiB) stays in the caller's 4 MiB L2 from
// build to build, and the helper's chunks are fetched from there and back.
//
// Two renderers drawing one scene in turn (bench/compare's 1- and 2-worker
// renderers) each rewrote every sprite's image note with its own, so each
// found the other's and took the long way: 65.6M instructions a 100k build
// against 26.2M alone, which made the 2-worker row compare unlike work. The
// walk now trusts a sprite whose image path is the last plain sprite's
// (flat), so only the first sprite of a run is written (12 of 3,000 sprites
// in runs of 300 of three images, chunks of 256; TestTwoRenderersKeepTheRun). A helper's adoption of the other
// renderer's notes (a clock of walks shared by renderers) measured the same
// on top of that (BuildPair_100k_Alternate, interleaved) and was left out.
type flatWalk struct {
	r     *Renderer
	roots []*scenes.Entity
	next  atomic.Int64
	gate  atomic.Int32  // helpers that joined, and gateClosed once closed
	done  chan struct{} // a helper that joined sends once it is done
}

// gateClosed is the bit of flatWalk.gate that says it is closed.
const gateClosed = 1 << 30

// run is a helper's share of the first phase, if it comes in time.
func (w *flatWalk) run() {
	if w.gate.Add(1)&gateClosed != 0 {
		return
	}
	w.work()
	w.done <- struct{}{}
}

// work takes chunks of roots until none is left.
func (w *flatWalk) work() {
	chunks := len(w.r.chunks)
	for {
		c := int(w.next.Add(1) - 1)
		if c >= chunks {
			break
		}
		w.r.flat(w.roots, c)
	}
}

// share works out the chunks with up to helpers helper goroutines: the
// calling goroutine takes chunks too, then closes the gate and waits for the
// helpers that joined.
func (w *flatWalk) share(r *Renderer, roots []*scenes.Entity, helpers int) {
	w.r, w.roots = r, roots
	w.next.Store(0)
	if w.done == nil || cap(w.done) < helpers {
		w.done = make(chan struct{}, helpers)
	}
	w.gate.Store(0) // open: what helpers read is set
	jobs := r.pool()
	for range helpers {
		jobs <- w
	}
	w.work()
	for range w.gate.Or(gateClosed) &^ gateClosed {
		<-w.done
	}
	w.roots = nil
}

// walkRoots walks the scene's roots (see walk): with the flat walk from
// FlatMin roots on.
func (r *Renderer) walkRoots(roots []*scenes.Entity) {
	if r.spriteType == nil {
		r.spriteType = scenes.TypeOf[visual.Sprite]()
	}
	n := len(roots)
	r.fuse.on, r.fuse.owedFrom, r.fuse.owedTo = false, 0, 0
	if n < FlatMin || r.onePhase {
		r.walk(roots, griff.Identity, true, 0)
		return
	}
	r.startFuse(r.scene, n)
	r.startPlan(r.scene, roots)
	// Records 0..n-1 are the roots'; those of the roots walked in the second
	// phase come after. A root that is no plain sprite leaves its record unused.
	chunks := (n + ChunkSize - 1) / ChunkSize
	r.sprites = slices.Grow(r.sprites[:0], n)[:n]
	r.stex = slices.Grow(r.stex[:0], n)[:n]
	r.pent = slices.Grow(r.pent[:0], n)[:n]
	if len(r.pinfo) < n {
		r.pinfo = slices.Grow(r.pinfo, n-len(r.pinfo))[:n] // nil throughout, as the second phase leaves it
	}
	r.chunks = slices.Grow(r.chunks[:0], chunks)[:chunks]
	if workers := min(r.opts.Workers, chunks); n >= ParallelMin && workers > 1 {
		r.flatWalk.share(r, roots, workers-1)
	} else {
		for c := range chunks {
			r.flat(roots, c)
		}
	}
	r.plan.ok = true // made by the chunks, if it was not
	for c := range r.chunks {
		r.takeChunk(roots, c)
	}
}

// takeChunk is the second phase of the flat walk for chunk c: its sprites'
// entries go into the order (or, in a fused walk, are owed to it: see
// fuse.owedFrom) and their texture ids are asked for, and the other roots are
// walked, in hierarchy order.
func (r *Renderer) takeChunk(roots []*scenes.Entity, c int) {
	ch := &r.chunks[c]
	from, to := c*ChunkSize, min((c+1)*ChunkSize, len(roots))
	fused := r.fuse.on
	if ch.uniform {
		tex := ch.first.texture(&r.f)
		if fused {
			// A fused walk fills stex only if it must (unfuse), and the
			// order too.
			r.fuse.owe(from, to)
		} else {
			for i := range r.stex[from:to] {
				r.stex[from+i] = tex
			}
			r.order = append(r.order, r.pent[from:to]...)
		}
		r.hudEntries += int(ch.huds)
		ch.first, ch.tex = nil, tex // hold no image
		return
	}
	var last *imageInfo
	var tex drawlist.TextureID
	for i := from; i < to; i++ {
		// A root marked seenImplied is a plain sprite whose entry was not
		// written (fuse's implied): owed, it is made when paid.
		if !fused || r.fuse.seen[i]&seenImplied == 0 {
			switch r.pent[i].i {
			case preNone:
				continue
			case preWalk:
				drawn := len(r.order)
				r.walk(roots[i:i+1], griff.Identity, true, 0)
				if len(r.order) != drawn {
					r.fuse.walked = true
					if fused {
						r.payOrder(drawn, i)
					}
				}
				continue
			}
		}
		info := r.pinfo[i]
		if info == nil {
			info = ch.first
		}
		if info != last {
			tex, last = info.texture(&r.f), info
		}
		r.stex[i] = tex
		if fused {
			r.fuse.owe(i, i+1)
		} else {
			r.order = append(r.order, r.pent[i])
		}
	}
	r.hudEntries += int(ch.huds)
	clear(r.pinfo[from:to]) // hold no image
	ch.first = nil
}

// flat is the first phase of the flat walk for chunk c of roots: each root
// that is a plain sprite is worked out into its record and entry, as walk,
// collect and ownSprite would (but for the texture id), or, when the walk is
// fused (fuse.go), into its quad of the world pass, written straight into the
// list's spare capacity at the chunk's place (the chunk's quads that the view
// can see, one after the other), and its entry; the others are marked for the
// second phase. It reads the roots, their transforms and components and the
// renderer's image notes (and its map of images), and writes only the chunk's
// records, quads, entries and summary and its sprites' image notes, so chunks
// may be worked on by several goroutines.
func (r *Renderer) flat(roots []*scenes.Entity, c int) {
	f := &r.f
	ch := flatChunk{uniform: true}
	var look imageLook
	var kl layerKey
	from, to := c*ChunkSize, min((c+1)*ChunkSize, len(roots))
	pent, sprites := r.pent[:to], r.sprites[:to]
	fz := &r.fuse
	var qs []drawlist.Quad
	var seen []uint8
	if fz.on {
		qs, seen = fz.qs[from:to], fz.seen[from:to]
	}
	planned, plan := r.plan.ok, r.plan.ents[:to]
	// The runs of common sprites go to fastRun (flatfast.go); after one of
	// none, the next 16 roots are not offered to it (a chunk of mixed kinds).
	fast, retry := fz.on && planned, from
	for i := from; i < to; i++ {
		if fast && i >= retry && ch.first != nil && ch.first == look.ok && kl.ok && ch.entries > 0 {
			k := i
			if i = r.fastRuns(roots, i, to, from, &ch, &kl, &look); i == to {
				break
			}
			if i == k {
				retry = i + 16
			}
		}
		if fz.on {
			seen[i-from] = 0
		}
		en := &pent[i]
		if !planned {
			plan[i] = r.planOf(roots[i])
		}
		pe := plan[i]
		// A sprite of the image the last plain sprite drew (the common
		// case) needs no look at its image note: the renderer's record of
		// that path is look.ok, found (and checked) then, whatever the
		// note says. The note may be another renderer's (two renderers
		// drawing one scene write their own in turn), and checking it sent
		// every sprite of such a scene to plainIn's look in the map of
		// images.
		s, info := pe.s, look.ok
		if s == nil { // draws nothing
			en.i, ch.uniform = preNone, false
			continue
		}
		if info == nil || !sameString(s.Image, look.okPath) {
			var mark int32
			if s, info, mark = r.plainIn(pe, &look); mark != 0 {
				en.i, ch.uniform = mark, false
				continue
			}
			look.ok, look.okPath = info, s.Image
		}
		switch {
		case ch.first == nil:
			ch.first = info
		case info != ch.first:
			r.pinfo[i], ch.uniform = info, false
		}
		g := s.Region
		if g.Empty() {
			g = info.whole()
		}
		// m is the root's world matrix (rootWorld, written out).
		var m griff.Affine
		if t := pe.t; f.asIs(t) || f.local(roots[i], t, &griff.Identity, &m) {
			// localOf(t), written out (the call and its copy cost as much
			// as the rest of it).
			if t.Rotation() != 0 {
				m = t.Local()
			} else {
				m = unrotated(t.Scale())
				p := t.Position()
				m.X, m.Y = p[0], p[1]
			}
		} else {
			rootMul(&m)
		}
		// The sort key, its layer part worked out once for a run of
		// sprites of one layer and Z.
		if s.Layer != kl.layer || math.Float64bits(s.Z) != kl.z || !kl.ok {
			kl = layerKey{layer: s.Layer, z: math.Float64bits(s.Z), key: s.LayerKey(), ok: true}
		}
		key := kl.key
		if s.YSort {
			key |= visual.YKey(m.Y)
		}
		*en = entry{key: key, i: int32(i), kind: kindSprite, hud: s.HUD}
		if s.HUD {
			ch.huds++
		}
		if ch.entries == 0 {
			ch.lo = key
		} else if key < ch.hi {
			ch.unsorted = true
		}
		ch.hi = key
		ch.entries++
		if !fz.on {
			rec := &sprites[i]
			rec.m = m
			f.spriteBody(s, rec, g)
			continue
		}
		q := &qs[ch.seen]
		x0, y0, x1, y1 := spriteRect(s, g)
		if spriteCorners(q, &m, x0, y0, x1, y1, &fz.v.c, &fz.v.clip) {
			q.Src = spriteSrc(s, g)
			f.spriteColoursTo(q, s)
			seen[i-from] = seenQuad
			ch.seen++
		}
	}
	r.chunks[c] = ch
}

// sameString reports whether a == b, sparing the comparison of the bytes
// when both are the same bytes (a sprite's Image and the path it was last
// checked with, most often).
func sameString(a, b string) bool {
	return len(a) == len(b) && (unsafe.StringData(a) == unsafe.StringData(b) || a == b)
}

// imageLook is the last image plainOf looked up in the renderer's map of
// images, and what it found.
type imageLook struct {
	path string
	info *imageInfo
	// ok is the image of the last plain sprite, whose note plainIn checked
	// (or set) this build, and okPath its Image then.
	ok     *imageInfo
	okPath string
}

// plainOf returns root e's sprite and the image it draws if e is a plain
// sprite (see plainSprite) of an image the renderer found and can draw, with
// mark 0; else mark preNone (it draws nothing) or preWalk (the second phase
// walks it). It reads the renderer's map of images (through look, the last
// image looked up) but does not add to it, and sets the sprite's image note.
func (r *Renderer) plainOf(e *scenes.Entity, look *imageLook) (*visual.Sprite, *imageInfo, int32) {
	return r.plainIn(r.planOf(e), look)
}

// plainIn is plainOf for a root whose plan entry (plan.go) is pe.
func (r *Renderer) plainIn(pe planEntry, look *imageLook) (*visual.Sprite, *imageInfo, int32) {
	s := pe.s
	if s == nil {
		return nil, nil, preNone
	}
	if s == notPlain {
		return nil, nil, preWalk
	}
	info := r.noted(&s.Memo, s.Image)
	if info == nil {
		// Not the renderer's note (another renderer draws the scene
		// too), or an old one: what imageMemo does for an image already
		// found. The map is only read while the chunks are worked on.
		if s.Image != look.path || look.info == nil {
			look.path, look.info = s.Image, r.images[s.Image]
		}
		if info = look.info; info == nil {
			return nil, nil, preWalk // not found yet: the second phase looks
		}
		s.Memo.SetNote(info.memo)
	}
	if info.err != nil {
		return nil, nil, preWalk
	}
	return s, info, 0
}

// rootWorld sets *m to what walk works out for root e with transform t
// (parent the identity, exact): its world matrix, which for a root is its
// local one (computed here rather than read through World, which may update
// the scene's cache), or the identity times its interpolated local matrix.
func (f *frame) rootWorld(e *scenes.Entity, t *scenes.Transform, m *griff.Affine) {
	if f.asIs(t) || f.local(e, t, &griff.Identity, m) {
		*m = t.Local()
	} else {
		rootMul(m)
	}
}

// localOf returns t.Local(), the same bits, without the call for a transform
// that is not turned: the sine and cosine the scene keeps for a rotation of
// ±0 are 0 and 1 (as Local works them out, and as a snapshot restores them
// when it was written by one), the products unrotated makes. The flat walk
// writes it out (a call of it costs as much as the rest); local's unrotated
// case rests on the same fact. TestInterpolationFastPathIsGeneral checks it.
func localOf(t *scenes.Transform) griff.Affine {
	if t.Rotation() != 0 {
		return t.Local()
	}
	m := unrotated(t.Scale())
	p := t.Position()
	m.X, m.Y = p[0], p[1]
	return m
}

// rootMul sets *m to griff.Identity.Mul(*m), with the same bits but without
// the products by 1 (exact) and the call: the world matrix of a root drawn
// between steps. The products by 0 and the sums stay, as they decide the sign
// of a zero and give NaN for an infinite value.
func rootMul(m *griff.Affine) {
	l := *m
	m.A = l.A + float64(0*l.B)
	m.B = float64(0*l.A) + l.B
	m.C = l.C + float64(0*l.D)
	m.D = float64(0*l.C) + l.D
	m.X = l.X + float64(0*l.Y) + 0
	m.Y = float64(0*l.X) + l.Y + 0
}

// notPlain is plainSprite's answer for an entity that is no plain sprite.
var notPlain = new(visual.Sprite)

// plainSprite returns the sprite of leaf entity e if its components are one
// visual.Sprite and others of types collect found to draw nothing (r.plain,
// the last one found, asked first, or r.plains);
// nil if it has only such others; notPlain if it has children or any other
// component.
func (r *Renderer) plainSprite(e *scenes.Entity) *visual.Sprite {
	if len(e.Children()) > 0 {
		return notPlain
	}
	var s *visual.Sprite
	for typ, c := range e.ReadComponents() {
		switch {
		case typ == r.spriteType && s == nil:
			s = c.(*visual.Sprite)
		case typ == r.plain || slices.Contains(r.plains[:r.nplains], typ):
		default:
			return notPlain
		}
	}
	return s
}

// learnPlain records that components of type typ draw nothing (collect found
// one to be none of the kinds it looks for), for plainSprite: up to
// len(Renderer.plains) types.
func (r *Renderer) learnPlain(typ *scenes.ComponentType) {
	r.plain = typ
	if r.nplains < len(r.plains) && !slices.Contains(r.plains[:r.nplains], typ) {
		r.plains[r.nplains] = typ
		r.nplains++
	}
}
