package rendering

import (
	"runtime"
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

// item is one quad of a pass before sorting. An item whose op is 0 was culled.
type item struct {
	q   drawlist.Quad
	tex drawlist.TextureID
	op  drawlist.Op
}

// pass collects the quads of one view (or the HUD) in hierarchy order with their
// sort keys, then adds them to the list back to front, reading them in the order
// the sorter gives (nothing is moved; a pass already in order is read straight
// through).
type pass struct {
	r     *Renderer
	clip  clipRect
	items []item
	keys  []uint64
	jobs  []spriteJob
	sort  drawlist.Sorter

	centre griff.Vec // the view's centre in the world, for parallax
	hud    bool      // the pass draws the HUD

	// Shared with the workers of a parallel fill.
	c    griff.Affine
	next atomic.Int64
	wg   sync.WaitGroup
}

// spriteJob is a sprite whose quad goes into items[slot].
type spriteJob struct {
	sprite int32 // index in the renderer's sprites
	slot   int32
}

// add adds quad q, drawn by op from tex, with sort key key, unless it cannot be
// seen.
func (p *pass) add(key uint64, op drawlist.Op, tex drawlist.TextureID, q drawlist.Quad) {
	if !p.clip.sees(&q) {
		return
	}
	p.items = append(p.items, item{q: q, tex: tex, op: op})
	p.keys = append(p.keys, key)
}

// drawPass draws the entries with the given HUD flag through c into clip,
// sorted back to front, into the list. centre is the world point at the
// view's centre (for parallax; unused on the HUD).
func (r *Renderer) drawPass(c griff.Affine, clip clipRect, centre griff.Vec, hud bool) {
	p := &r.pass
	p.r, p.clip, p.c, p.centre, p.hud = r, clip, c, centre, hud
	p.items, p.keys, p.jobs = p.items[:0], p.keys[:0], p.jobs[:0]
	if hud && r.hudEntries == 0 {
		return
	}
	for _, en := range r.order {
		if en.hud != hud {
			continue
		}
		switch en.kind {
		case kindSprite:
			p.jobs = append(p.jobs, spriteJob{sprite: en.i, slot: int32(len(p.items))})
			if n := len(p.items); n < cap(p.items) {
				p.items = p.items[:n+1] // fill writes all of it: no need to clear it
			} else {
				p.items = append(p.items, item{})
			}
			p.keys = append(p.keys, en.key)
		case kindShape:
			p.drawShape(&r.shapes[en.i], en.key, c)
		case kindText:
			p.drawText(&r.texts[en.i], en.key, c)
		case kindTiles:
			p.drawTiles(&r.tiles[en.i], en.key, c)
		case kindQuad:
			p.drawQuad(&r.quads[en.i], en.key, c)
		}
	}
	p.fillSprites(r.opts.Workers)
	list, items := r.f.list, p.items
	perm := p.sort.Order(p.keys)
	if perm == nil {
		for i := range items {
			emit(list, &items[i])
		}
		return
	}
	for _, i := range perm {
		emit(list, &items[i])
	}
}

// emit adds it to list unless it was culled.
func emit(list *drawlist.List, it *item) {
	if it.op != 0 {
		list.Add(it.op, it.tex, it.q)
	}
}

// fillSprites works out the quads of the pass's sprites into their slots: in
// chunks of ChunkSize across workers goroutines when there are ParallelMin or
// more, else here. Each slot depends only on its sprite, so the result is the
// same for any number of workers.
func (p *pass) fillSprites(workers int) {
	n := len(p.jobs)
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
	jobs    chan *pass      // the passes to work on; nil before they start
	cleanup runtime.Cleanup // closes jobs once the renderer is collected
}

// pool returns the channel the renderer's helper goroutines take passes from,
// starting them the first time. The goroutines hold only the channel between
// passes, never the renderer, so a renderer nobody refers to can be collected; a
// cleanup (runtime.AddCleanup) then closes the channel and they end. Close ends
// them sooner.
func (r *Renderer) pool() chan *pass {
	if r.helpers.jobs == nil {
		n := r.opts.Workers - 1
		jobs := make(chan *pass, n)
		for range n {
			go helper(jobs)
		}
		r.helpers.jobs = jobs
		r.helpers.cleanup = runtime.AddCleanup(r, func(c chan *pass) { close(c) }, jobs)
	}
	return r.helpers.jobs
}

// helper works on the passes it is handed until jobs is closed.
func helper(jobs <-chan *pass) {
	for p := range jobs {
		p.work(true)
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

// work fills chunks until none is left.
func (p *pass) work(done bool) {
	n := len(p.jobs)
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
	sprites, items, c, clip := p.r.sprites, p.items, p.c, p.clip
	for _, j := range p.jobs[from:to] {
		it := &items[j.slot]
		rec := &sprites[j.sprite]
		spriteQuad(&it.q, rec, &c)
		if clip.sees(&it.q) {
			it.op, it.tex = drawlist.OpSprites, rec.tex
		} else {
			it.op = 0
		}
	}
}
