package rendering

import (
	"sync"
	"sync/atomic"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
)

// clipRect is the part of clip space a pass can be seen in: x0 <= x <= x1,
// y0 <= y <= y1.
type clipRect struct{ x0, y0, x1, y1 float32 }

// sees reports whether any of q can be in c: whether q's bounding box meets c.
func (c clipRect) sees(q *drawlist.Quad) bool {
	k := &q.Corners
	minX, maxX := min(k[0].X, k[1].X, k[2].X, k[3].X), max(k[0].X, k[1].X, k[2].X, k[3].X)
	minY, maxY := min(k[0].Y, k[1].Y, k[2].Y, k[3].Y), max(k[0].Y, k[1].Y, k[2].Y, k[3].Y)
	return maxX >= c.x0 && minX <= c.x1 && maxY >= c.y0 && minY <= c.y1
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

	// Shared with the workers of a parallel fill.
	c    griff.Affine
	next atomic.Int64
	wg   sync.WaitGroup
}

// spriteJob is a sprite whose quad goes into items[slot].
type spriteJob struct {
	rec  *record
	slot int
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

// drawPass draws the records with the given HUD flag through c into clip, sorted
// back to front, into the list.
func (r *Renderer) drawPass(c griff.Affine, clip clipRect, hud bool) {
	p := &r.pass
	p.r, p.clip, p.c = r, clip, c
	p.items, p.keys, p.jobs = p.items[:0], p.keys[:0], p.jobs[:0]
	for i := range r.records {
		rec := &r.records[i]
		if rec.hud != hud {
			continue
		}
		if _, ok := rec.d.(*Sprite); ok {
			p.jobs = append(p.jobs, spriteJob{rec: rec, slot: len(p.items)})
			p.items = append(p.items, item{})
			p.keys = append(p.keys, rec.key)
			continue
		}
		rec.d.draw(p, rec, c)
	}
	p.fillSprites(r.opts.Workers)
	perm := p.sort.Order(p.keys)
	if perm == nil {
		for i := range p.items {
			p.emit(&p.items[i])
		}
		return
	}
	for _, i := range perm {
		p.emit(&p.items[i])
	}
}

// emit adds it to the list unless it was culled.
func (p *pass) emit(it *item) {
	if it.op != 0 {
		p.r.list.Add(it.op, it.tex, it.q)
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
	p.next.Store(0)
	p.wg.Add(workers - 1)
	for range workers - 1 {
		go p.work(true)
	}
	p.work(false)
	p.wg.Wait()
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

// fill works out jobs[from:to].
func (p *pass) fill(from, to int) {
	for _, j := range p.jobs[from:to] {
		it := &p.items[j.slot]
		it.q = spriteQuad(j.rec, p.c)
		if p.clip.sees(&it.q) {
			it.op, it.tex = drawlist.OpSprites, j.rec.tex
		} else {
			it.op = 0
		}
	}
}
