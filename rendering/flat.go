package rendering

import (
	"slices"
	"sync"
	"sync/atomic"

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

// Marks in preRoot.en.i: not a sprite record.
const (
	preWalk = -1 // the root is not a plain sprite: the second phase walks it
	preNone = -2 // the root draws nothing (inactive, or no drawable)
)

// preRoot is what the first phase of the flat walk worked out for one root: the
// entry of its sprite, whose record is the renderer's sprites[i] for root i,
// and the sprite's image, whose texture id the second phase asks for (the
// list numbers textures in the order they are first drawn). en.i is preWalk
// or preNone for a root without such a sprite.
type preRoot struct {
	en   entry
	info *imageInfo
}

// flatWalk is the first phase of a flat walk, shared with the helpers.
type flatWalk struct {
	r     *Renderer
	roots []*scenes.Entity
	next  atomic.Int64
	wg    sync.WaitGroup
}

// run is a helper's share of the first phase.
func (w *flatWalk) run() { w.work(true) }

// work takes chunks of roots until none is left.
func (w *flatWalk) work(done bool) {
	n := len(w.roots)
	for {
		i := int(w.next.Add(1)-1) * ChunkSize
		if i >= n {
			break
		}
		w.r.flat(w.roots, i, min(i+ChunkSize, n))
	}
	if done {
		w.wg.Done()
	}
}

// walkRoots walks the scene's roots (see walk): with the flat walk from
// FlatMin roots on.
func (r *Renderer) walkRoots(roots []*scenes.Entity) {
	if r.spriteType == nil {
		r.spriteType = scenes.TypeOf[visual.Sprite]()
	}
	n := len(roots)
	if n < FlatMin || r.onePhase {
		r.walk(roots, griff.Identity, true, 0)
		return
	}
	// Records 0..n-1 are the roots'; those of the roots walked in the second
	// phase come after. A root that is no plain sprite leaves its record unused.
	r.sprites = slices.Grow(r.sprites[:0], n)[:n]
	r.stex = slices.Grow(r.stex[:0], n)[:n]
	r.pre = slices.Grow(r.pre[:0], n)[:n]
	if workers := min(r.opts.Workers, (n+ChunkSize-1)/ChunkSize); n >= ParallelMin && workers > 1 {
		w := &r.flatWalk
		w.r, w.roots = r, roots
		w.next.Store(0)
		jobs := r.pool()
		w.wg.Add(workers - 1)
		for range workers - 1 {
			jobs <- w
		}
		w.work(false)
		w.wg.Wait()
		w.roots = nil
	} else {
		r.flat(roots, 0, n)
	}
	var last *imageInfo
	var tex drawlist.TextureID
	for i := range r.pre {
		p := &r.pre[i]
		switch p.en.i {
		case preNone:
			continue
		case preWalk:
			r.walk(roots[i:i+1], griff.Identity, true, 0)
			continue
		}
		if p.info != last {
			tex, last = p.info.texture(&r.f), p.info
		}
		r.stex[i] = tex
		r.order = append(r.order, p.en)
		if p.en.hud {
			r.hudEntries++
		}
	}
	clear(r.pre) // hold no image
}

// flat is the first phase of the flat walk for roots[from:to]: each root that
// is a plain sprite is worked out into its record and preRoot, as walk,
// collect and ownSprite would (but for the texture id); the others are marked
// for the second phase. It reads the roots, their transforms and components
// and the renderer's image notes, and writes only their records and preRoots,
// so chunks may be worked on by several goroutines.
func (r *Renderer) flat(roots []*scenes.Entity, from, to int) {
	f := &r.f
	for i := from; i < to; i++ {
		p := &r.pre[i]
		e := roots[i]
		if !e.Active() {
			p.en.i, p.info = preNone, nil
			continue
		}
		s := r.plainSprite(e)
		if s == nil {
			p.en.i, p.info = preNone, nil
			continue
		}
		info, ok := s.Memo.Note().(*imageInfo)
		if s == notPlain || !ok || info.owner != r || info.gen != r.assets || info.path != s.Image || info.err != nil {
			p.en.i, p.info = preWalk, nil
			continue
		}
		// m is what walk works out for a root (parent the identity, exact):
		// its world matrix, which for a root is its local one (computed here
		// rather than read through World, which may update the scene's cache),
		// or the identity times its interpolated local matrix.
		t := e.Transform()
		asIs := f.asIs(t)
		var local griff.Affine
		if !asIs {
			local, asIs = f.local(e, t, griff.Identity)
		}
		rec := &r.sprites[i]
		if asIs {
			rec.m = t.Local()
		} else {
			rec.m = griff.Identity.Mul(local)
		}
		g := s.Region
		if g.Empty() {
			g = visual.Region{X: 0, Y: 0, W: info.w, H: info.h}
		}
		f.spriteBody(s, rec, g)
		p.en = entry{key: s.SortKey(rec.m.Y), i: int32(i), kind: kindSprite, hud: s.HUD}
		p.info = info
	}
}

// notPlain is plainSprite's answer for an entity that is no plain sprite.
var notPlain = new(visual.Sprite)

// plainSprite returns the sprite of leaf entity e if its components are one
// visual.Sprite and others of types collect found to draw nothing (r.plains);
// nil if it has only such others; notPlain if it has children or any other
// component.
func (r *Renderer) plainSprite(e *scenes.Entity) *visual.Sprite {
	if len(e.Children()) > 0 {
		return notPlain
	}
	var s *visual.Sprite
	for typ, c := range e.Components() {
		switch {
		case typ == r.spriteType && s == nil:
			s = c.(*visual.Sprite)
		case slices.Contains(r.plains[:r.nplains], typ):
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
