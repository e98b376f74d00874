package rendering

import (
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
)

// clipRect is the part of clip space a pass can be seen in: x0 <= x <= x1,
// y0 <= y <= y1.
type clipRect struct{ x0, y0, x1, y1 float32 }

// sees reports whether any of q can be in c: whether q's bounding box meets c.
// A quad with all four corners beyond one side of c (a NaN corner counts as
// beyond every side) cannot be seen. Plain comparisons, not the builtin min and
// max (which order NaN and -0 and so cost more), as every quad goes through it.
func (c clipRect) sees(q *drawlist.Quad) bool {
	k := &q.Corners
	if !(k[0].X >= c.x0 || k[1].X >= c.x0 || k[2].X >= c.x0 || k[3].X >= c.x0) {
		return false
	}
	if !(k[0].X <= c.x1 || k[1].X <= c.x1 || k[2].X <= c.x1 || k[3].X <= c.x1) {
		return false
	}
	if !(k[0].Y >= c.y0 || k[1].Y >= c.y0 || k[2].Y >= c.y0 || k[3].Y >= c.y0) {
		return false
	}
	return k[0].Y <= c.y1 || k[1].Y <= c.y1 || k[2].Y <= c.y1 || k[3].Y <= c.y1
}

// quadMeta says how a quad of a pass is drawn: its texture and op. An op of 0
// means the quad was culled.
type quadMeta struct {
	tex   drawlist.TextureID
	op    drawlist.Op
	floor int32 // a floor pass's record in Renderer.floors, plus 1 (OpFloor)
}

// pass collects the quads of one view (or the HUD) and adds them to the list
// back to front.
//
// Its entries' sort keys are put in order first. When they already are (a
// scene that is not y-sorted, on one layer), the quads are written straight
// into the list's spare capacity (drawlist.List.Spare) in hierarchy order and
// handed over by List.AddQuads: nothing is copied but what follows a culled
// quad. Otherwise they are written into the pass's own buffer and added entry
// by entry in the sorter's order. Either way the drawables draw in hierarchy
// order (the order the texture table gains its entries in), and the list is the
// one a stable sort of the quads by key would give: an entry's quads share its
// key and stay together.
type pass struct {
	r     *Renderer
	clip  clipRect
	qs    []drawlist.Quad // the pass's quads: in the list's spare capacity, or buf
	meta  []quadMeta      // by quad of qs
	buf   []drawlist.Quad // the quads of a pass that must be sorted
	most  int             // the most quads a pass has had: the spare capacity asked for
	ents  []int32         // the pass's entries: indices in the renderer's order
	keys  []uint64        // by entry of ents
	first []int32         // by entry of ents, then one more: where its quads begin in qs
	jobs  []spriteJob
	// direct: every entry of the renderer's order is a sprite of the pass, in
	// order, its quad in the slot of its index; jobs is not used.
	direct bool
	sort   drawlist.Sorter

	centre griff.Vec      // the view's centre in the world, for parallax
	hud    bool           // the pass draws the HUD
	cams   []griff.Affine // by parallax setting: c with the world moved (parallaxCams)

	// Shared with the workers of a parallel fill.
	c    griff.Affine
	next atomic.Int64
	wg   sync.WaitGroup
}

// spriteJob is a sprite whose quad goes into qs[slot].
type spriteJob struct {
	sprite int32 // index in the renderer's sprites
	slot   int32
	par    uint16 // its parallax setting (index in the renderer's pars)
}

// nextQuad returns the slot of the pass's next quad, past its end, for a
// drawer to write the quad in place and then keep it (keepQuad) or leave
// it. A quad built on the stack a field at a time and then copied in (as an
// add method did until 2026-12) was copied by wide loads that could not be
// forwarded from the narrow stores that built it, and waited for them:
// BuildTilemap_30k, BuildText_10k and BuildShapes_1k took 0.63, 0.85 and
// 0.83 times as long once written in place.
func (p *pass) nextQuad() *drawlist.Quad {
	n := len(p.qs)
	if n == cap(p.qs) {
		p.qs = append(p.qs, drawlist.Quad{})[:n]
	}
	return &p.qs[:n+1][n]
}

// keepQuad adds the quad written at nextQuad's slot, drawn by op from tex,
// unless the pass's clip cannot see it. The sort key of the entry drawing it
// is not kept: the pass orders entries, not quads.
func (p *pass) keepQuad(op drawlist.Op, tex drawlist.TextureID) {
	n := len(p.qs)
	if !p.clip.sees(&p.qs[:n+1][n]) {
		return
	}
	p.qs = p.qs[:n+1]
	p.meta = append(p.meta, quadMeta{tex: tex, op: op})
}

// drawPass draws the entries with the given HUD flag through c into clip,
// sorted back to front, into the list. centre is the world point at the
// view's centre (for parallax; unused on the HUD).
func (r *Renderer) drawPass(c griff.Affine, clip clipRect, centre griff.Vec, hud bool) {
	p := &r.pass
	p.r, p.clip, p.c, p.centre, p.hud = r, clip, c, centre, hud
	p.ents, p.keys, p.jobs = p.ents[:0], p.keys[:0], p.jobs[:0]
	p.parallaxCams()
	if hud && r.hudEntries == 0 {
		return
	}
	// all: every entry is the pass's (a world pass with nothing on the HUD).
	// Then entries already in order need no list of their own.
	all := !hud && r.hudEntries == 0
	var perm []int32
	if !all || !inOrder(r.order) {
		for i := range r.order {
			if en := &r.order[i]; en.hud == hud {
				p.ents = append(p.ents, int32(i))
				p.keys = append(p.keys, en.key)
			}
		}
		perm = p.sort.Order(p.keys)
	}
	n := len(p.ents)
	if all && perm == nil {
		n = len(r.order)
	}
	list := r.f.list
	p.meta = p.meta[:0]
	p.direct = false
	switch {
	case perm == nil && all && r.others == 0:
		// Every entry a sprite, in order: slot k is entry k's, filled from the
		// entries themselves, with no jobs listed.
		p.qs = list.Spare(max(n, p.most))[:n]
		p.meta = slices.Grow(p.meta, n)[:n]
		p.direct = true
	case perm == nil:
		p.qs = list.Spare(max(n, p.most))[:0]
		if all {
			for i := range r.order {
				p.entry(&r.order[i])
			}
			break
		}
		for _, i := range p.ents {
			p.entry(&r.order[i])
		}
	default:
		p.qs = p.buf[:0]
		p.first = p.first[:0]
		for _, i := range p.ents {
			p.first = append(p.first, int32(len(p.qs)))
			p.entry(&r.order[i])
		}
	}
	p.fillSprites(r.opts.Workers)
	p.most = max(p.most, len(p.qs))
	if perm == nil {
		emit(list, p.qs, p.meta, p.r.floors)
	} else {
		p.buf = p.qs
		p.first = append(p.first, int32(len(p.qs)))
		for _, k := range perm {
			from, to := p.first[k], p.first[k+1]
			emit(list, p.qs[from:to], p.meta[from:to], p.r.floors)
		}
	}
	p.qs = nil // keep no hold on the list
}

// inOrder reports whether the entries' keys are in order, as drawlist.Sorter
// finds them.
func inOrder(es []entry) bool {
	for i := 1; i < len(es); i++ {
		if es[i].key < es[i-1].key {
			return false
		}
	}
	return true
}

// entry draws en's quads into the pass: a sprite's slot, filled later by
// fillSprites, or the quads of other kinds.
func (p *pass) entry(en *entry) {
	r := p.r
	switch en.kind {
	case kindSprite:
		p.jobs = append(p.jobs, spriteJob{sprite: en.i, slot: int32(len(p.qs)), par: en.par})
		if n := len(p.qs); n < cap(p.qs) {
			p.qs = p.qs[:n+1] // fill writes all of it: no need to clear it
		} else {
			p.qs = append(p.qs, drawlist.Quad{})
		}
		p.meta = append(p.meta, quadMeta{})
	case kindShape:
		p.drawShape(&r.shapes[en.i], en.key, p.cam(en.par))
	case kindText:
		p.drawText(&r.texts[en.i], en.key, p.cam(en.par))
	case kindTiles:
		p.drawTiles(&r.tiles[en.i], en.key, p.c, en.par)
	case kindQuad:
		p.drawQuad(&r.quads[en.i], en.key, p.cam(en.par))
	case kindFloor:
		p.drawFloor(en.i, en.key, p.cam(en.par))
	}
}

// emit adds qs to list, each drawn as meta says, leaving out the culled ones:
// one List.AddQuads for each run of quads drawn alike.
func emit(list *drawlist.List, qs []drawlist.Quad, meta []quadMeta, floors []floorRec) {
	for i := 0; i < len(qs); {
		m := meta[i]
		if m.op == drawlist.OpFloor {
			list.Floor(m.tex, qs[i], floors[m.floor-1].cast)
			i++
			continue
		}
		j := i + 1
		for j < len(qs) && meta[j] == m {
			j++
		}
		if m.op != 0 {
			list.AddQuads(m.op, m.tex, qs[i:j])
		}
		i = j
	}
}

// fillSprites works out the quads of the pass's sprites into their slots: in
// chunks of ChunkSize across workers goroutines when there are ParallelMin or
// more, else here. Each slot depends only on its sprite, so the result is the
// same for any number of workers.
func (p *pass) fillSprites(workers int) {
	n := p.jobCount()
	if n < ParallelMin || workers <= 1 {
		p.fill(0, n)
		return
	}
	chunks := (n + ChunkSize - 1) / ChunkSize
	workers = min(workers, chunks)
	jobs := p.r.pool()
	p.next.Store(0)
	p.wg.Add(workers - 1)
	for range workers - 1 {
		jobs <- p
	}
	p.work(false)
	p.wg.Wait()
}

// helpers are a renderer's long-lived goroutines that build chunks of parallel
// passes: Options.Workers - 1 of them, started by the first parallel pass.
type helpers struct {
	jobs    chan task       // the work to share; nil before they start
	cleanup runtime.Cleanup // closes jobs once the renderer is collected
}

// task is a piece of shared work a helper goroutine is handed: a pass filling
// its sprites, or the flat walk of the roots (flat.go). run takes chunks until
// none is left, then tells the task's WaitGroup it is done.
type task interface{ run() }

// pool returns the channel the renderer's helper goroutines take tasks from,
// starting them the first time. The goroutines hold only the channel between
// passes, never the renderer, so a renderer nobody refers to can be collected; a
// cleanup (runtime.AddCleanup) then closes the channel and they end. Close ends
// them sooner.
func (r *Renderer) pool() chan task {
	if r.helpers.jobs == nil {
		n := r.opts.Workers - 1
		jobs := make(chan task, n)
		for range n {
			go helper(jobs)
		}
		r.helpers.jobs = jobs
		r.helpers.cleanup = runtime.AddCleanup(r, func(c chan task) { close(c) }, jobs)
	}
	return r.helpers.jobs
}

// helper works on the tasks it is handed until jobs is closed.
func helper(jobs <-chan task) {
	for t := range jobs {
		t.run()
	}
}

// Close ends the renderer's helper goroutines, if it started any. A renderer
// that is no longer used ends them by itself once it is collected, so Close is
// only needed to end them at a known time. Build may still be called after
// Close: it starts them again. Close must not be called during Build.
func (r *Renderer) Close() {
	if r.helpers.jobs == nil {
		return
	}
	r.helpers.cleanup.Stop()
	close(r.helpers.jobs)
	r.helpers = helpers{}
}

// run is the helpers' share of a parallel fill.
func (p *pass) run() { p.work(true) }

// jobCount returns the number of sprites fill works on: the jobs, or every
// entry (direct).
func (p *pass) jobCount() int {
	if p.direct {
		return len(p.r.order)
	}
	return len(p.jobs)
}

// work fills chunks until none is left.
func (p *pass) work(done bool) {
	n := p.jobCount()
	for {
		i := int(p.next.Add(1)-1) * ChunkSize
		if i >= n {
			break
		}
		p.fill(i, min(i+ChunkSize, n))
	}
	if done {
		p.wg.Done()
	}
}

// fill works out jobs[from:to]: each sprite's quad through the pass's
// transform, written straight into its slot, and whether the pass can see it.
func (p *pass) fill(from, to int) {
	if p.direct {
		p.fillDirect(from, to)
		return
	}
	sprites, stex, qs, meta, c, clip := p.r.sprites, p.r.stex, p.qs, p.meta, p.c, p.clip
	for _, j := range p.jobs[from:to] {
		q := &qs[j.slot]
		cam := &c
		if j.par != 0 {
			cam = &p.cams[j.par]
		}
		if spriteQuad(q, &sprites[j.sprite], cam, &clip) {
			meta[j.slot] = quadMeta{tex: stex[j.sprite], op: drawlist.OpSprites}
		} else {
			meta[j.slot] = quadMeta{}
		}
	}
}

// fillDirect is fill of a direct pass: entries from..to-1 of the renderer's
// order, each a sprite, into slots from..to-1.
func (p *pass) fillDirect(from, to int) {
	sprites, stex, qs, meta, c, clip := p.r.sprites, p.r.stex, p.qs, p.meta, p.c, p.clip
	for k, en := range p.r.order[from:to] {
		k += from
		q := &qs[k]
		cam := &c
		if en.par != 0 {
			cam = &p.cams[en.par]
		}
		if spriteQuad(q, &sprites[en.i], cam, &clip) {
			meta[k] = quadMeta{tex: stex[en.i], op: drawlist.OpSprites}
		} else {
			meta[k] = quadMeta{}
		}
	}
}
