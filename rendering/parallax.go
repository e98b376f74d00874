package rendering

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// MaxParallaxes is the most distinct parallax settings (a composed shift and
// an origin, see visual.Parallax) one frame draws with. An entity whose
// setting would be one more is drawn with its parent's, and the game's
// problem log says so once a renderer. Distinct settings are shared, so a
// level with one setting a layer is far below it.
const MaxParallaxes = 1024

// parRec is a parallax setting: what is drawn with it moves by (view centre -
// origin) × shift. Index 0 of the renderer's list is no parallax.
type parRec struct {
	shift, origin griff.Vec
}

// parallaxOf returns the index of the parallax setting of what entity e,
// whose Parallax component is pc, draws, inside the setting of index outer.
func (r *Renderer) parallaxOf(e *scenes.Entity, pc *visual.Parallax, outer uint16) uint16 {
	if pc.Shift == (griff.Vec{}) {
		return outer
	}
	rec := parRec{shift: pc.Shift, origin: pc.Origin}
	if outer != 0 {
		rec.shift = visual.ComposeParallax(r.pars[outer].shift, pc.Shift)
	}
	if rec.shift == (griff.Vec{}) {
		return 0 // the factors cancel out: fixed in the world
	}
	if len(r.pars) == 0 {
		r.pars = append(r.pars, parRec{})
	}
	for i := 1; i < len(r.pars); i++ {
		if r.pars[i] == rec {
			return uint16(i)
		}
	}
	if len(r.pars) > MaxParallaxes {
		if !r.warnedPars && r.f.problems != nil {
			r.warnedPars = true
			r.f.problems.Warn(e, "Griff.Parallax", "rendering: more than %d parallax settings in one frame; drawn with its parent's", MaxParallaxes)
		}
		return outer
	}
	r.pars = append(r.pars, rec)
	return uint16(len(r.pars) - 1)
}

// setParallax has entity e's entries from order[from:] and what its
// descendants draw use setting par.
func (r *Renderer) setParallax(par uint16, from int) {
	r.f.par = par
	for i := from; i < len(r.order); i++ {
		r.order[i].par = par
	}
}

// parallaxCams works out the pass's camera transform for each parallax
// setting: c after a move of the world by (centre - origin) × shift. The HUD
// does not move.
func (p *pass) parallaxCams() {
	pars := p.r.pars
	p.cams = p.cams[:0]
	for i := range pars {
		c := p.c
		if i > 0 && !p.hud {
			d := p.offset(pars[i])
			c = c.Mul(griff.Affine{A: 1, D: 1, X: d[0], Y: d[1]})
		}
		p.cams = append(p.cams, c)
	}
}

// offset returns how far the world moves for setting s in the pass's view.
func (p *pass) offset(s parRec) griff.Vec {
	d := p.centre.Sub(s.origin)
	return griff.Vec{float64(d[0] * s.shift[0]), float64(d[1] * s.shift[1])}
}

// cam returns the pass's camera transform for parallax setting par.
func (p *pass) cam(par uint16) griff.Affine {
	if par == 0 {
		return p.c
	}
	return p.cams[par]
}

// parallax returns rec's world transform moved as its ParallaxShift, composed
// with its entity's parallax setting par, says for the pass's view: by
// (centre - origin) times the shift, per axis, about the tilemap's origin if
// it has a shift of its own, else the setting's. The HUD does not move.
func (p *pass) parallax(rec *tileRec, par uint16) griff.Affine {
	s := parRec{shift: rec.shift, origin: rec.origin}
	if par != 0 {
		outer := p.r.pars[par]
		if s.shift == (griff.Vec{}) {
			s.origin = outer.origin
		}
		s.shift = visual.ComposeParallax(outer.shift, s.shift)
	}
	if s.shift == (griff.Vec{}) || p.hud {
		return rec.m
	}
	d := p.offset(s)
	m := rec.m
	m.X += d[0]
	m.Y += d[1]
	return m
}
